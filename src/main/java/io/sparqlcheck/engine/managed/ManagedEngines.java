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
	private final NpmPackages npm;
	private final JavaRuntimes javas;
	private final DebianPackages debian;
	/** Whether Jena and RDF4J releases run in this JVM where they can ({@link IsolatedEngine}), else as servers. */
	private final boolean inProcess;
	/** The releases whose fallback to a server was told already: told once per release. */
	private final java.util.Set<Release> told = java.util.concurrent.ConcurrentHashMap.newKeySet();
	/** Where the line saying a release runs as a server, not in-process, goes. */
	private final java.io.PrintStream notices;

	public ManagedEngines(Path home, Map<String, String> environment) {
		this(home, new MavenArtifacts(home), new NpmPackages(home), JavaRuntimes.ofThisMachine(environment), new DebianPackages(home), true,
			System.err);
	}

	private ManagedEngines(Path home, MavenArtifacts maven, NpmPackages npm, JavaRuntimes javas, DebianPackages debian, boolean inProcess,
						   java.io.PrintStream notices) {
		this.home = home;
		this.maven = maven;
		this.npm = npm;
		this.javas = javas;
		this.debian = debian;
		this.inProcess = inProcess;
		this.notices = notices;
	}

	/**
	 * The same managed engines, every release run as a server in a child process, Jena and RDF4J
	 * included: what measures or tests the HTTP path itself ({@code bench --only endpoints}).
	 */
	public ManagedEngines asServers() {
		return new ManagedEngines(home, maven, npm, javas, debian, false, notices);
	}

	/** The same managed engines, telling {@code out} (not standard error) when a release falls back to its server. */
	public ManagedEngines withNotices(java.io.PrintStream out) {
		return new ManagedEngines(home, maven, npm, javas, debian, inProcess, out);
	}

	/**
	 * The products this build can run by release. {@code rdf4j-noopt} is RDF4J with an empty
	 * QueryOptimizerPipeline, as the in-process {@code rdf4j-noopt}: what a finding of that engine is
	 * bisected on.
	 */
	public static List<String> products() {
		return List.of("jena", "rdf4j", "rdf4j-noopt", "oxigraph", "comunica", "blazegraph", "virtuoso");
	}

	/**
	 * The product whose releases stand in for an engine of that name: the longest product the name
	 * starts with ({@code rdf4j-noopt} for {@code rdf4j-noopt} and {@code rdf4j-noopt@4.0.0},
	 * {@code rdf4j} for {@code rdf4j}), else Jena.
	 */
	public static String productOf(String engine) {
		String best = "jena";
		int length = 0;
		for (String p : products()) {
			if (engine.startsWith(p) && p.length() > length) {
				best = p;
				length = p.length();
			}
		}
		return best;
	}

	/**
	 * A started engine of that release, which the caller closes (that stops it). A Jena or RDF4J
	 * release runs in this JVM, in a class loader of its own ({@link IsolatedEngine}); one that cannot
	 * load so (Jena 6.x on Java 17) runs as its server, and the reason is printed once.
	 *
	 * @throws ManagedEngineException naming the release when it cannot be had or started
	 */
	public Engine start(Release release) {
		if (inProcess) {
			try {
				switch (release.product()) {
					case "jena":
						return ManagedJena.startInProcess(release, maven);
					case "rdf4j":
						return ManagedRdf4j.startInProcess(release, maven, false);
					case "rdf4j-noopt":
						return ManagedRdf4j.startInProcess(release, maven, true);
					default:
						break;
				}
			} catch (IsolatedEngine.CannotLoad e) {
				if (told.add(release)) {
					notices.println("sparqlcheck: " + release + " runs as a server, not in-process: " + e.getMessage());
				}
			}
		}
		return startServer(release);
	}

	/**
	 * That release as a server in a child process (the HTTP path), which the caller closes.
	 *
	 * @throws ManagedEngineException naming the release when it cannot be had or started
	 */
	public Engine startServer(Release release) {
		switch (release.product()) {
			case "jena":
				return ManagedJena.start(release, home, maven, javas);
			case "rdf4j":
				return ManagedRdf4j.start(release, home, maven, javas, false);
			case "rdf4j-noopt":
				return ManagedRdf4j.start(release, home, maven, javas, true);
			case "oxigraph":
				return ManagedOxigraph.start(release, home, npm);
			case "comunica":
				return ManagedComunica.start(release, home, npm);
			case "blazegraph":
				return ManagedBlazegraph.start(release, home, maven, javas);
			case "virtuoso":
				return ManagedVirtuoso.start(release, home, debian);
			default:
				break;
		}
		throw new ManagedEngineException("no managed engine '" + release.product() + "' (this build runs: "
			+ String.join(", ", products()) + ")");
	}

	/**
	 * The oldest release this build is known to run, the default start of a bisection: Jena's
	 * standalone Fuseki from 3.17.0 (tried: 3.17.0, 4.3.0, 4.10.0, 5.0.0, 5.6.0), Oxigraph's npm
	 * package from 0.4.1 (0.4.0 ignores the default_graph option the server scopes queries with),
	 * RDF4J without optimizers from 3.0.0 (the first release with a QueryOptimizerPipeline), Blazegraph
	 * from 2.1.4 (the oldest runnable jar on Central), Virtuoso from 7.2.5.1 (the oldest Debian has).
	 */
	public static String oldestRunnable(String product) {
		return switch (product) {
			case "oxigraph" -> "0.4.1";
			case "comunica" -> "4.5.0";
			case "blazegraph" -> "2.1.4";
			case "virtuoso" -> "7.2.5.1";
			case "rdf4j" -> "2.0";
			case "rdf4j-noopt" -> ManagedRdf4j.NO_OPTIMIZERS_SINCE;
			default -> "3.17.0";
		};
	}

	/**
	 * The newest release this build can run, when it is not simply the newest published, the default
	 * end of a bisection: RDF4J 5.2.2 (5.3.x and 6.x do not resolve on Maven Central: dependencies of
	 * theirs are missing; 5.2.2 lacks only rdf4j-queryresultio-sparqljson, which the managed server does
	 * without). Jena has no such end: 6.x runs on a Java 21+ found on the machine ({@link JavaRuntimes}),
	 * and a machine without one says so at that release.
	 */
	public static java.util.Optional<String> newestRunnable(String product) {
		return switch (product) {
			case "rdf4j", "rdf4j-noopt" -> java.util.Optional.of("5.2.2");
			default -> java.util.Optional.empty();
		};
	}

	/** Every published release of the product, in release order. */
	public List<String> releases(String product) {
		if (product.equals("jena")) {
			return maven.versions("org.apache.jena", "jena-fuseki-server");
		}
		if (product.equals("rdf4j") || product.equals("rdf4j-noopt")) {
			return maven.versions("org.eclipse.rdf4j", "rdf4j-sail-memory");
		}
		if (product.equals("oxigraph")) {
			return npm.versions("oxigraph");
		}
		if (product.equals("comunica")) {
			return npm.versions("@comunica/query-sparql-rdfjs");
		}
		if (product.equals("blazegraph")) {
			return maven.versions("com.blazegraph", ManagedBlazegraph.ARTIFACT);
		}
		if (product.equals("virtuoso")) {
			return ManagedVirtuoso.releases(debian);
		}
		throw new ManagedEngineException("no managed engine '" + product + "' (this build runs: " + String.join(", ", products()) + ")");
	}
}
