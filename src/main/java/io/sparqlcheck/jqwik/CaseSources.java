package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.ForAll;
import net.jqwik.api.Provide;

import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.Optional;

/**
 * Which generator version a property's {@code @ForAll SparqlCase} parameter is drawn from: the
 * default provider's ({@link SparqlArbitraries#cases()}) when {@code @ForAll} names no provider,
 * else that of the {@code @Provide} method it names, when that method returns a {@link CaseArbitrary}.
 */
final class CaseSources {
	private CaseSources() {
	}

	static Optional<Parameter> caseParameter(Method m) {
		for (Parameter p : m.getParameters()) {
			if (SparqlCase.class.isAssignableFrom(p.getType())) {
				return Optional.of(p);
			}
		}
		return Optional.empty();
	}

	static String generatorVersion(Method property, Object instance) {
		Optional<Parameter> p = caseParameter(property);
		if (p.isEmpty()) {
			return "unknown";
		}
		ForAll forAll = p.get().getAnnotation(ForAll.class);
		String name = forAll == null ? "" : forAll.value();
		if (name.isEmpty()) {
			return SparqlArbitraries.cases().generatorVersion();
		}
		if (instance != null) {
			for (Method m : hierarchy(instance.getClass())) {
				Provide provide = m.getAnnotation(Provide.class);
				if (provide == null || m.getParameterCount() != 0) {
					continue;
				}
				String provided = provide.value().isEmpty() ? m.getName() : provide.value();
				if (provided.equals(name)) {
					try {
						m.setAccessible(true);
						Object arbitrary = m.invoke(instance);
						if (arbitrary instanceof CaseArbitrary ca) {
							return ca.generatorVersion();
						}
						return "unknown (provider '" + name + "' is not a CaseArbitrary)";
					} catch (ReflectiveOperationException | RuntimeException e) {
						return "unknown (provider '" + name + "' failed: " + e + ")";
					}
				}
			}
		}
		return "unknown (no provider '" + name + "')";
	}

	/** Methods of the class and its superclasses, the most derived first (so overrides win). */
	private static Method[] hierarchy(Class<?> type) {
		java.util.List<Method> out = new java.util.ArrayList<>();
		for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
			out.addAll(java.util.List.of(c.getDeclaredMethods()));
		}
		return out.toArray(new Method[0]);
	}
}
