// The empty QueryOptimizerPipeline of rdf4j-noopt@VERSION, shared by Rdf4jServer and Rdf4jBridge and
// compiled with each against one RDF4J release's jars alone. Everything is reached by reflection: the
// pipeline and EvaluationStrategyFactory.setOptimizerPipeline exist only from RDF4J 3.0, and
// EvaluationStrategyFactory not at all in 2.0 to 2.2, while these sources compile against 2.0.
import org.eclipse.rdf4j.sail.memory.MemoryStore;

import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

final class Rdf4jPipelines {
	private Rdf4jPipelines() {
	}

	/**
	 * Gives the store's evaluation strategy factory an empty pipeline, which counts in
	 * {@code consulted} each time it is asked for its optimizers (so the caller can check the store
	 * used it). A release without a pipeline is a ClassNotFoundException or NoSuchMethodException.
	 */
	static void giveEmpty(MemoryStore store, AtomicInteger consulted) throws Exception {
		ClassLoader release = MemoryStore.class.getClassLoader();
		Class<?> factoryType = Class.forName("org.eclipse.rdf4j.query.algebra.evaluation.EvaluationStrategyFactory", true, release);
		Class<?> pipeline = Class.forName("org.eclipse.rdf4j.query.algebra.evaluation.QueryOptimizerPipeline", true, release);
		Method set = factoryType.getMethod("setOptimizerPipeline", pipeline);
		Object empty = Proxy.newProxyInstance(pipeline.getClassLoader(), new Class<?>[] {pipeline}, (proxy, method, margs) -> {
			switch (method.getName()) {
				case "getOptimizers":
					consulted.incrementAndGet();
					return List.of();
				case "toString":
					return "the empty QueryOptimizerPipeline";
				case "hashCode":
					return System.identityHashCode(proxy);
				case "equals":
					return proxy == margs[0];
				default:
					throw new UnsupportedOperationException(method.getName());
			}
		});
		Object factory = MemoryStore.class.getMethod("getEvaluationStrategyFactory").invoke(store);
		set.invoke(factory, empty);
		MemoryStore.class.getMethod("setEvaluationStrategyFactory", factoryType).invoke(store, factory);
	}
}
