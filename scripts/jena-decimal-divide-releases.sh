#!/usr/bin/env bash
# By hand: Jena's decimal division by zero (findings jena-decimal-divide-by-zero-aborts, main engine, and
# jena-ref-decimal-divide-by-zero-aborts, QueryEngineRef) on Jena releases, in-process. Managed jena@V
# runs Fuseki, which has the main engine only, so QueryEngineRef is run here: each release's jena-arq
# and its dependencies (Maven), a small program asking five queries over <s0> <p> 0.0 with the main
# engine and with QueryEngineRef registered, each answer or exception printed.
#   scripts/jena-decimal-divide-releases.sh WORKDIR VERSION...    (e.g. 3.17.0 4.3.0 4.10.0 5.0.0 5.3.0 5.6.0)
set -euo pipefail
work="$(mkdir -p "$1" && cd "$1" && pwd)"; shift
cat > "$work/Div.java" <<'JAVA'
import org.apache.jena.query.*;
import org.apache.jena.rdf.model.*;
import org.apache.jena.sparql.engine.ref.QueryEngineRef;
import org.apache.jena.sparql.engine.main.QueryEngineMain;
import org.apache.jena.sparql.engine.QueryEngineRegistry;
import org.apache.jena.sparql.util.Symbol;
public class Div {
  public static void main(String[] a) {
    Model m = ModelFactory.createDefaultModel();
    m.read(new java.io.StringReader("<http://example.org/s0> <http://example.org/p> \"0.0\"^^<http://www.w3.org/2001/XMLSchema#decimal> ."), null, "N-TRIPLES");
    String[] qs = {"SELECT (1/0.0 AS ?x) {}", "SELECT ?x { ?s ?p ?o BIND(?o/?o AS ?x) }", "SELECT * { ?s ?p ?o FILTER(?o/?o = ?o) }",
      "SELECT (?o/?o AS ?x) { ?s ?p ?o }", "SELECT * { ?s ?p ?o FILTER(1/0.0 = ?o) }"};
    String mode = a.length > 0 ? a[0] : "main";
    if (mode.equals("ref")) QueryEngineRef.register();
    System.out.println("Jena " + org.apache.jena.query.ARQ.VERSION + " " + mode);
    for (String q : qs) {
      try (QueryExecution qe = QueryExecutionFactory.create(q, m)) {
        if (mode.equals("nofold")) qe.getContext().set(Symbol.create("http://jena.apache.org/ARQ#optExprConstantFolding"), false);
        if (mode.equals("noopt")) qe.getContext().set(Symbol.create("http://jena.apache.org/ARQ#optimization"), false);
        System.out.println(mode + " | " + q + " -> " + ResultSetFormatter.asText(qe.execSelect()).replace("\n"," "));
      } catch (Throwable t) { System.out.println(mode + " | " + q + " -> THROWS " + t); }
    }
  }
}
JAVA
for v in "$@"; do
  d="$work/$v"; mkdir -p "$d"
  if [ ! -f "$d/complete" ]; then
    cat > "$d/pom.xml" <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion><groupId>x</groupId><artifactId>cp</artifactId><version>1</version><packaging>pom</packaging>
<dependencies><dependency><groupId>org.apache.jena</groupId><artifactId>jena-arq</artifactId><version>$v</version></dependency></dependencies></project>
POM
    (cd "$d" && mvn -q -B -ntp dependency:copy-dependencies -DoutputDirectory=lib -DincludeScope=runtime >maven.log 2>&1) || { echo "$v: cannot resolve (see $d/maven.log)"; continue; }
    touch "$d/complete"
  fi
  for mode in main ref; do java -cp "$d/lib/*" "$work/Div.java" $mode 2>&1 | grep -v -e SLF4J -e '^log4j' || true; done
done
