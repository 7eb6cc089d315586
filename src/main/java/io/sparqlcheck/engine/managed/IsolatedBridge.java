package io.sparqlcheck.engine.managed;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * One release's bridge ({@code servers/rdf4j/Rdf4jBridge.java}, {@code servers/jena/JenaBridge.java})
 * in a class loader of its own: the bridge's classes and the release's jars, and as parent the
 * platform class loader, so that the release sees the JDK and itself and nothing of this project's
 * Jena, RDF4J, Jackson or slf4j. The bridge is spoken to in JDK types only, through method handles:
 * {@code version()}, {@code load(String nTriples) -> Object}, {@code parse(String) -> Object},
 * {@code select(Object, Object, String, int) -> String[]}, {@code abort()}, {@code close(Object)},
 * {@code shutdown()}. Every call runs on one of two threads of the bridge's own, whose context class
 * loader is the loader (Jena finds its subsystems, RDF4J its parsers and writers, through
 * {@code ServiceLoader}), and which end when it closes. {@link #close()} lets the release stop what it started ({@code shutdown()}:
 * RDF4J's timer thread, Log4j in Jena's jar), unregisters every MBean of its classes, and closes the
 * loader, so that nothing keeps the release's classes alive.
 */
final class IsolatedBridge implements AutoCloseable {

	/** Stack of the threads the release runs on: as bin/sparqlcheck gives the main thread ({@code -Xss4m}). */
	private static final long STACK_BYTES = 4L << 20;

	private final URLClassLoader loader;
	/**
	 * The two threads every call of the release runs on (a campaign's and its feed's calls at once):
	 * they end at {@link #close()}, and with them the thread-locals the release set (RDF4J's kept its
	 * loader alive for as long as the calling thread lived: for a whole bisect on the main thread).
	 */
	private final ExecutorService threads;
	private final Object bridge;
	private final MethodHandle version, load, parse, select, abort, close, shutdown;

	private IsolatedBridge(URLClassLoader loader, ExecutorService threads, Object bridge) throws ReflectiveOperationException {
		this.loader = loader;
		this.threads = threads;
		this.bridge = bridge;
		MethodHandles.Lookup lookup = MethodHandles.publicLookup();
		Class<?> type = bridge.getClass();
		this.version = lookup.findVirtual(type, "version", MethodType.methodType(String.class)).bindTo(bridge);
		this.load = lookup.findVirtual(type, "load", MethodType.methodType(Object.class, String.class)).bindTo(bridge);
		this.parse = lookup.findVirtual(type, "parse", MethodType.methodType(Object.class, String.class)).bindTo(bridge);
		this.select = lookup.findVirtual(type, "select", MethodType.methodType(String[].class, Object.class, Object.class, String.class,
			int.class)).bindTo(bridge);
		this.abort = lookup.findVirtual(type, "abort", MethodType.methodType(void.class)).bindTo(bridge);
		this.close = lookup.findVirtual(type, "close", MethodType.methodType(void.class, Object.class)).bindTo(bridge);
		this.shutdown = lookup.findVirtual(type, "shutdown", MethodType.methodType(void.class)).bindTo(bridge);
	}

	/**
	 * The bridge class {@code className} from {@code classes}, over the release's {@code jars}, made
	 * with {@code arguments} (a boolean, or none).
	 *
	 * @throws ManagedEngineException saying why the release cannot be loaded this way (a class of
	 *                                another Java, a missing class, the bridge's own refusal)
	 */
	static IsolatedBridge open(Release release, Path classes, List<Path> jars, String className, Object... arguments) {
		List<URL> urls = new ArrayList<>();
		try {
			urls.add(classes.toUri().toURL());
			for (Path jar : jars) {
				urls.add(jar.toUri().toURL());
			}
		} catch (MalformedURLException e) {
			throw new ManagedEngineException("cannot load " + release + ": " + e.getMessage());
		}
		URLClassLoader loader = new URLClassLoader("sparqlcheck-" + release, urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
		ExecutorService threads = threads(release, loader);
		try {
			Class<?>[] parameters = new Class<?>[arguments.length];
			for (int i = 0; i < arguments.length; i++) {
				parameters[i] = arguments[i] instanceof Boolean ? boolean.class : arguments[i].getClass();
			}
			Object bridge = on(threads, () -> Class.forName(className, true, loader).getConstructor(parameters).newInstance(arguments));
			return new IsolatedBridge(loader, threads, bridge);
		} catch (Exception | LinkageError e) {
			threads.shutdownNow();
			closeQuietly(loader);
			Throwable why = e instanceof java.lang.reflect.InvocationTargetException t && t.getCause() != null ? t.getCause() : e;
			throw new ManagedEngineException("cannot load " + release + " in-process: " + why.getClass().getName()
				+ (why.getMessage() == null ? "" : ": " + why.getMessage().strip()));
		}
	}

	/** The release's own version, as its jars record it. */
	String version() {
		return call(() -> (String) version.invoke());
	}

	/** A new store of the release holding the N-Triples; throws what the release threw. */
	Object load(String nTriples) {
		return call(() -> load.invoke(nTriples));
	}

	/** The query parsed by the release, ahead of its select (null where the release parses in select); throws what the parser threw. */
	Object parse(String query) {
		return call(() -> parse.invoke(query));
	}

	/**
	 * {@code {"solutions", SPARQL JSON}} or {@code {kind, "Class: message"}}; never throws for the query.
	 *
	 * @param parsed {@link #parse}'s answer for the query, or null to parse it here
	 */
	String[] select(Object store, Object parsed, String query, int timeoutSeconds) {
		return call(() -> (String[]) select.invoke(store, parsed, query, timeoutSeconds));
	}

	/** Aborts the query running now, where the release needs it: on the caller's (the timer's) thread, not waiting behind the query. */
	void abort() {
		try {
			abort.invoke();
		} catch (RuntimeException | Error e) {
			throw e;
		} catch (Throwable t) {
			throw new IllegalStateException(t);
		}
	}

	/** Releases a store. */
	void close(Object store) {
		call(() -> close.invoke(store));
	}

	/** The loader the release lives in (for the check that nothing of it outlives the engine). */
	ClassLoader loader() {
		return loader;
	}

	/** Stops the release, then closes the class loader: its jars are released, and once nothing refers to it, so is every class of the release. */
	@Override
	public void close() {
		try {
			call(() -> shutdown.invoke());
		} finally {
			threads.shutdownNow();
			try {
				threads.awaitTermination(10, java.util.concurrent.TimeUnit.SECONDS);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
			unregisterMBeans(loader);
			releaseThreads(loader);
			closeQuietly(loader);
		}
	}

	/**
	 * Threads the release started while a call of the bridge ran inherited the loader as their context
	 * class loader, and a live thread's context loader is never collected: Jena's HTTP client (made
	 * when RIOT starts, never used here) keeps a selector thread that ends only once the client is
	 * collected, which its loader's statics prevent. Each such thread gets the platform loader instead.
	 */
	private static void releaseThreads(ClassLoader loader) {
		for (Thread t : Thread.getAllStackTraces().keySet()) {
			if (t.getContextClassLoader() == loader) {
				t.setContextClassLoader(ClassLoader.getPlatformClassLoader());
			}
		}
	}

	/** The platform MBeans whose classes the loader defined (Log4j registers its loggers' there). */
	private static void unregisterMBeans(ClassLoader loader) {
		javax.management.MBeanServer server = java.lang.management.ManagementFactory.getPlatformMBeanServer();
		for (javax.management.ObjectName name : server.queryNames(null, null)) {
			try {
				if (server.getClassLoaderFor(name) == loader) {
					server.unregisterMBean(name);
				}
			} catch (javax.management.JMException e) {
				// gone meanwhile, or not ours to remove
			}
		}
	}

	private <T> T call(ThrowingSupplier<T> body) {
		try {
			return on(threads, body);
		} catch (RuntimeException | Error e) {
			throw e;
		} catch (Exception e) {
			throw new IllegalStateException(e);
		}
	}

	/** A body that may throw anything, as a method handle's invoke does. */
	@FunctionalInterface
	private interface ThrowingSupplier<T> {
		T get() throws Throwable;
	}

	/** Two daemon threads with the loader as context class loader (Jena finds its subsystems, RDF4J its writers, through ServiceLoader). */
	private static ExecutorService threads(Release release, ClassLoader loader) {
		java.util.concurrent.atomic.AtomicInteger n = new java.util.concurrent.atomic.AtomicInteger();
		return new ThreadPoolExecutor(2, 2, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
			Thread t = new Thread(null, r, "sparqlcheck-" + release + "-" + n.incrementAndGet(), STACK_BYTES);
			t.setDaemon(true);
			t.setContextClassLoader(loader);
			return t;
		});
	}

	/** The body's answer, run on one of the threads; what it threw is thrown here. */
	private static <T> T on(ExecutorService threads, ThrowingSupplier<T> body) throws Exception {
		Future<T> answer = threads.submit(() -> {
			try {
				return body.get();
			} catch (Exception | Error e) {
				throw e;
			} catch (Throwable t) {
				throw new IllegalStateException(t);
			}
		});
		try {
			return answer.get();
		} catch (ExecutionException e) {
			Throwable cause = e.getCause();
			if (cause instanceof Exception x) {
				throw x;
			}
			if (cause instanceof Error x) {
				throw x;
			}
			throw e;
		} catch (InterruptedException e) {
			answer.cancel(true);
			Thread.currentThread().interrupt();
			throw new IllegalStateException("interrupted while " + threads + " ran a call of the release", e);
		}
	}

	private static void closeQuietly(URLClassLoader loader) {
		try {
			loader.close();
		} catch (java.io.IOException e) {
			// nothing more to release
		}
	}
}
