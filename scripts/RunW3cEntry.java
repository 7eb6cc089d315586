import org.apache.jena.arq.junit.manifest.Manifest;
import org.apache.jena.arq.junit.manifest.ManifestEntry;
import org.apache.jena.arq.junit.sparql.SparqlTests;

/**
 * Runs every entry of a W3C SPARQL test manifest (an exported w3c/manifest.ttl) in Jena's own
 * manifest runner, jena-arq's test jar: prints PASS or FAIL per entry (Jena's runner prints the
 * query, the data, what it got and what was expected) and exits 1 when one fails. A single-file
 * Java program: `java -cp CLASSPATH scripts/RunW3cEntry.java manifest.ttl` (docs/export.md).
 */
public class RunW3cEntry {
	public static void main(String[] args) {
		int failed = 0;
		for (ManifestEntry entry : Manifest.parse(args[0]).entries()) {
			try {
				SparqlTests.makeSPARQLTest(entry).run();
				System.out.println("PASS " + entry.getName());
			} catch (AssertionError | RuntimeException e) {
				failed++;
				System.out.println("FAIL " + entry.getName() + ": " + e);
			}
		}
		System.exit(failed == 0 ? 0 : 1);
	}
}
