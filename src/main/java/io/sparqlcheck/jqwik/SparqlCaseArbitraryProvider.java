package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.providers.ArbitraryProvider;
import net.jqwik.api.providers.TypeUsage;

import java.util.Set;

/**
 * Makes {@code @ForAll SparqlCase} resolve to {@link SparqlArbitraries#cases()} with no annotation
 * and no setup. Registered in {@code META-INF/services/net.jqwik.api.providers.ArbitraryProvider}.
 */
public final class SparqlCaseArbitraryProvider implements ArbitraryProvider {

	@Override
	public boolean canProvideFor(TypeUsage targetType) {
		return targetType.isOfType(SparqlCase.class);
	}

	@Override
	public Set<Arbitrary<?>> provideFor(TypeUsage targetType, SubtypeProvider subtypeProvider) {
		return Set.of(SparqlArbitraries.cases());
	}
}
