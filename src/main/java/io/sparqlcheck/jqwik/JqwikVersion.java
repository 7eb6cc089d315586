package io.sparqlcheck.jqwik;

import net.jqwik.api.Arbitrary;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The jqwik version on the classpath, read from jqwik's jar: its manifest's implementation
 * version when it has one (jqwik 1.10.1's manifest does not), else the version in the jar's
 * Maven file name ({@code jqwik-api-1.10.1.jar}). {@code unknown} when neither says.
 */
public final class JqwikVersion {
	private JqwikVersion() {
	}

	private static final Pattern JAR = Pattern.compile("jqwik-api-(.+)\\.jar");

	public static String get() {
		Package p = Arbitrary.class.getPackage();
		if (p != null && p.getImplementationVersion() != null) {
			return p.getImplementationVersion();
		}
		CodeSource source = Arbitrary.class.getProtectionDomain().getCodeSource();
		if (source != null && source.getLocation() != null) {
			try {
				Path jar = Path.of(source.getLocation().toURI());
				Matcher m = JAR.matcher(jar.getFileName().toString());
				if (m.matches()) {
					return m.group(1);
				}
			} catch (URISyntaxException | IllegalArgumentException e) {
				return "unknown";
			}
		}
		return "unknown";
	}
}
