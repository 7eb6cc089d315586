package io.sparqlcheck.engine.managed;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * One published release of an engine the tool installs and runs itself: {@code jena@5.0.0}. The
 * version is a published version string; releases of one product order by their numeric parts
 * ({@code 4.10.0} after {@code 4.9.0}).
 *
 * @param product the engine, as users name it ({@code jena})
 * @param version the published version ({@code 5.0.0})
 */
public record Release(String product, String version) implements Comparable<Release> {

	private static final Pattern SPEC = Pattern.compile("([a-z][a-z0-9-]*)@([0-9][0-9A-Za-z.\\-]*)");

	public Release {
		Objects.requireNonNull(product, "product");
		Objects.requireNonNull(version, "version");
	}

	/** The release a spec such as {@code jena@5.0.0} names, or empty when the text is not of that form. */
	public static Optional<Release> parse(String spec) {
		var m = SPEC.matcher(spec.strip());
		return m.matches() ? Optional.of(new Release(m.group(1), m.group(2))) : Optional.empty();
	}

	/** The major version, the first numeric part. */
	public int major() {
		return numbers(version).get(0);
	}

	@Override
	public int compareTo(Release o) {
		int p = product.compareTo(o.product);
		return p != 0 ? p : compareVersions(version, o.version);
	}

	/** Numeric parts first, part by part; a version with a qualifier sorts before the same numbers without. */
	public static int compareVersions(String a, String b) {
		List<Integer> x = numbers(a), y = numbers(b);
		for (int i = 0; i < Math.max(x.size(), y.size()); i++) {
			int xi = i < x.size() ? x.get(i) : 0, yi = i < y.size() ? y.get(i) : 0;
			if (xi != yi) {
				return Integer.compare(xi, yi);
			}
		}
		boolean qa = !a.matches("[0-9.]+"), qb = !b.matches("[0-9.]+");
		return qa == qb ? a.compareTo(b) : qa ? -1 : 1;
	}

	private static List<Integer> numbers(String v) {
		List<Integer> out = new ArrayList<>();
		for (String part : v.split("[.\\-]")) {
			if (!part.matches("[0-9]+")) {
				break;
			}
			out.add(Integer.parseInt(part));
		}
		if (out.isEmpty()) {
			out.add(0);
		}
		return out;
	}

	@Override
	public String toString() {
		return product + "@" + version;
	}
}
