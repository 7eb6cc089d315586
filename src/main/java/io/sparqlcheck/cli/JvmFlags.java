package io.sparqlcheck.cli;

import com.sun.management.HotSpotDiagnosticMXBean;

import java.lang.management.ManagementFactory;

/**
 * The JVM settings a benchmark's figures depend on, printed before them. Above all whether HotSpot compiles
 * methods over its 8,000-byte limit: ARQ's and RDF4J's JavaCC token managers are such methods, and left
 * interpreted (a plain {@code java}, without the launcher's {@code -XX:-DontCompileHugeMethods}) ARQ parses a
 * 668-character query in 296 µs instead of 76 µs, which once made a profile's "the parser is a third of the CPU"
 * (docs/benchmarks.md, session 27).
 */
final class JvmFlags {
	private JvmFlags() {
	}

	/** One line: whether huge methods are compiled, and the collector; a warning when they are not. */
	static String line() {
		String hugeMethods;
		try {
			HotSpotDiagnosticMXBean hotSpot = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
			boolean dontCompile = Boolean.parseBoolean(hotSpot.getVMOption("DontCompileHugeMethods").getValue());
			hugeMethods = dontCompile
				? "huge methods NOT compiled (no -XX:-DontCompileHugeMethods): the SPARQL parsers run interpreted, and these figures are not comparable with bin/sparqlcheck's"
				: "huge methods compiled (-XX:-DontCompileHugeMethods)";
		} catch (RuntimeException | LinkageError e) {
			hugeMethods = "whether huge methods are compiled is unknown (not a HotSpot JVM)";
		}
		String gc = String.join(", ", ManagementFactory.getGarbageCollectorMXBeans().stream()
			.map(java.lang.management.GarbageCollectorMXBean::getName).toList());
		return "JVM: " + System.getProperty("java.vm.version") + ", " + hugeMethods + "; collectors " + gc;
	}
}
