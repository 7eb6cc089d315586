package io.sparqlcheck.config;

import io.sparqlcheck.engine.RenamedEngine;
import io.sparqlcheck.engine.managed.ManagedEngines;
import io.sparqlcheck.engine.managed.Release;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * {@code kind: managed}: an engines.yaml entry for a release the tool installs and runs itself, the
 * file's form of the command line's {@code --engines jena@5.0.0}:
 * <pre>
 *   - name: jena-old
 *     kind: managed
 *     product: jena          # one of ManagedEngines.products()
 *     version: 5.0.0         # a published release
 * </pre>
 * An unknown product or a malformed version is an error of the file (its line and key) when it is
 * read; a release that cannot be had or started is one line naming it when the engine is opened.
 * The engine runs under the entry's name; installs are cached in {@link ManagedEngines#DEFAULT_HOME}.
 */
final class ManagedKind {
	private ManagedKind() {
	}

	/** The kind, for {@link EngineKinds}. */
	static EngineKind kind() {
		Map<String, UnaryOperator<String>> settings = new LinkedHashMap<>();
		settings.put("product", ManagedKind::product);
		settings.put("version", ManagedKind::version);
		return new EngineKind("managed", false, settings, (entry, file, env) -> {
			Release release = new Release(entry.setting("product"), entry.setting("version"));
			return new RenamedEngine(new ManagedEngines(ManagedEngines.DEFAULT_HOME, env).start(release), entry.name());
		});
	}

	private static String product(String p) {
		if (!ManagedEngines.products().contains(p)) {
			throw new IllegalArgumentException("unknown product '" + p + "' (known: " + String.join(", ", ManagedEngines.products()) + ")");
		}
		return p;
	}

	private static String version(String v) {
		if (Release.parse("x@" + v).isEmpty()) {
			throw new IllegalArgumentException("'" + v + "' is not a release version (such as 5.0.0)");
		}
		return v;
	}
}
