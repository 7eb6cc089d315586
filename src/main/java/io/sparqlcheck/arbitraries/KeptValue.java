package io.sparqlcheck.arbitraries;

import net.jqwik.api.Shrinkable;
import net.jqwik.api.ShrinkingDistance;

import java.util.Optional;
import java.util.stream.Stream;

/**
 * A shrinkable that works out its value and distance once, and whose shrink steps do too; in
 * everything else it is the shrinkable it wraps: the same steps in the same order, the same
 * growth, equal exactly when the wrapped ones are equal.
 *
 * <p>Why: jqwik asks a shrink candidate for its value and distance again and again (to run the
 * property, to order and compare steps, to hash it), and its combined, mapped and flat-mapped
 * shrinkables build both anew on every call, down the whole tree below them. Each chosen
 * alternative of the grammar's choices is wrapped ({@link JqwikInternals#keptFrequencyOf}), and so
 * is each core-3 element ({@link Lifting}), so no call walks further than the next choice below. The values are immutable model objects, so the
 * value kept is the value built.
 */
final class KeptValue<T> implements Shrinkable<T> {
	private final Shrinkable<T> wrapped;
	private volatile T value;
	private volatile ShrinkingDistance distance;

	private KeptValue(Shrinkable<T> wrapped) {
		this.wrapped = wrapped;
	}

	/** The shrinkable, its value and distance kept (a kept one as it is). */
	static <T> Shrinkable<T> of(Shrinkable<T> shrinkable) {
		return shrinkable instanceof KeptValue<T> ? shrinkable : new KeptValue<>(shrinkable);
	}

	@Override
	public T value() {
		T v = value;
		if (v == null) {
			v = wrapped.value();
			value = v;
		}
		return v;
	}

	@Override
	public ShrinkingDistance distance() {
		ShrinkingDistance d = distance;
		if (d == null) {
			d = wrapped.distance();
			distance = d;
		}
		return d;
	}

	@Override
	public Stream<Shrinkable<T>> shrink() {
		return wrapped.shrink().map(KeptValue::of);
	}

	@Override
	public Stream<Shrinkable<T>> grow() {
		return wrapped.grow().map(KeptValue::of);
	}

	@Override
	public Optional<Shrinkable<T>> grow(Shrinkable<?> before, Shrinkable<?> after) {
		return wrapped.grow(unwrapped(before), unwrapped(after)).map(KeptValue::of);
	}

	private static Shrinkable<?> unwrapped(Shrinkable<?> s) {
		return s instanceof KeptValue<?> k ? k.wrapped : s;
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof KeptValue<?> k && wrapped.equals(k.wrapped);
	}

	@Override
	public int hashCode() {
		return wrapped.hashCode();
	}

	@Override
	public String toString() {
		return wrapped.toString();
	}
}
