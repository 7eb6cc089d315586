package io.sparqlcheck.engine.managed;

import io.sparqlcheck.engine.Engine;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The products the tool can install and run by release ({@code jena@5.0.0}), and where their
 * installs are cached. One folder holds every download and every run's state, so an install is
 * made once per machine and reused.
 */
public final class ManagedEngines {

	/** Where managed engines live when the caller names no other folder. */
	public static final Path DEFAULT_HOME = Path.of(".sparqlcheck", "engines");

	private final Path home;
	private final MavenArtifacts maven;
	private final JavaRuntimes javas;

	public ManagedEngines(Path home, Map<String, String> environment) {
		this.home = home;
		this.maven = new MavenArtifacts(home);
		this.javas = JavaRuntimes.ofThisMachine(environment);
	}

	/** The products this build can run by release. */
	public static List<String> products() {
		return List.of("jena");
	}

	/**
	 * A started engine of that release, which the caller closes (that stops it).
	 *
	 * @throws ManagedEngineException naming the release when it cannot be had or started
	 */
	public Engine start(Release release) {
		if (release.product().equals("jena")) {
			return ManagedFuseki.start(release, home, maven, javas);
		}
		throw new ManagedEngineException("no managed engine '" + release.product() + "' (this build runs: "
			+ String.join(", ", products()) + ")");
	}

	/** Every published release of the product, in release order. */
	public List<String> releases(String product) {
		if (product.equals("jena")) {
			return maven.versions("org.apache.jena", "jena-fuseki-server");
		}
		throw new ManagedEngineException("no managed engine '" + product + "' (this build runs: " + String.join(", ", products()) + ")");
	}
}
