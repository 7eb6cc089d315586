package io.sparqlcheck.compare;

/**
 * When two floating-point values count as equal for the {@link DivergenceClass#PRECISION} class:
 * {@code |a - b| <= max(absolute, relative * max(|a|, |b|))}. NaN only matches NaN, and an infinity
 * only the same infinity. Exactly equal values never need a tolerance: they have one key.
 *
 * @param absolute the absolute bound, at least 0
 * @param relative the bound relative to the larger magnitude, at least 0
 */
public record Tolerance(double absolute, double relative) {

	/** The default: a relative 1e-9 and an absolute 1e-12, a few ulps of double arithmetic on small data. */
	public static final Tolerance DEFAULT = new Tolerance(1e-12, 1e-9);

	public Tolerance {
		if (!(absolute >= 0) || !(relative >= 0)) {
			throw new IllegalArgumentException("tolerances are non-negative numbers, were " + absolute + ", " + relative);
		}
	}

	/** Whether the two values are equal within this tolerance. */
	public boolean close(double a, double b) {
		if (Double.isNaN(a) || Double.isNaN(b)) {
			return Double.isNaN(a) && Double.isNaN(b);
		}
		if (Double.isInfinite(a) || Double.isInfinite(b)) {
			return a == b;
		}
		double bound = Math.max(absolute, relative * Math.max(Math.abs(a), Math.abs(b)));
		return Math.abs(a - b) <= bound;
	}
}
