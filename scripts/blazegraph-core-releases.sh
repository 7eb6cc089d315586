#!/usr/bin/env bash
# By hand: the README's Blazegraph finding on the releases Maven Central has only as
# com.blazegraph:bigdata-core (2.0.0 to 2.1.2; blazegraph@V runs the fat jars, 2.1.4 and 2.1.5).
# Each release's bigdata-core and its dependencies, with the web resources of bigdata-war-html of
# that release (2.0.1 has none on Central: 2.0.0's are used) and the jetty.xml of the 2.1.4 fat jar
# (bigdata-core ships none), started on 127.0.0.1, one triple loaded, the repro and its control
# query asked (and the repros of the two Blazegraph findings bisect found on 2.1.5), then stopped by
# its PID. Prints one line per release and repro.
#   scripts/blazegraph-core-releases.sh WORKDIR [VERSION...]   (default: 2.0.0 2.0.1 2.1.0 2.1.1 2.1.2)
set -euo pipefail
work="$(mkdir -p "$1" && cd "$1" && pwd)"; shift
versions=("$@"); [ ${#versions[@]} -gt 0 ] || versions=(2.0.0 2.0.1 2.1.0 2.1.1 2.1.2)
repro='SELECT * WHERE { ?s <http://example.org/p> ?o OPTIONAL { ?s <http://example.org/q> ?w } FILTER(!((?w != ?w))) }'
control='SELECT * WHERE { ?s <http://example.org/p> ?o OPTIONAL { ?s <http://example.org/q> ?w } FILTER((?w != ?w)) }'
not_in='SELECT * WHERE { ?s <http://example.org/p> ?o FILTER(?o NOT IN (?o, 0)) }'
not_not_in='SELECT * WHERE { ?s <http://example.org/p> ?o FILTER(!(?o NOT IN (?o, 0))) }'
inf_query='SELECT * WHERE { ?s <http://example.org/p> ?o FILTER("INF"^^<http://www.w3.org/2001/XMLSchema#double> = ?o) }'
if [ ! -f "$work/jetty.xml" ]; then
  mvn -q -B -ntp dependency:copy -Dartifact=com.blazegraph:blazegraph-jar:2.1.4 -DoutputDirectory="$work" >&2
  (cd "$work" && unzip -o -q blazegraph-jar-2.1.4.jar jetty.xml)
fi
port=19400
for v in "${versions[@]}"; do
  war=$v; [ "$v" = 2.0.1 ] && war=2.0.0
  d="$work/$v"; mkdir -p "$d"
  if [ ! -f "$d/complete" ]; then
    cat > "$d/pom.xml" <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion><groupId>x</groupId><artifactId>cp</artifactId><version>1</version><packaging>pom</packaging><dependencies>
<dependency><groupId>com.blazegraph</groupId><artifactId>bigdata-core</artifactId><version>$v</version></dependency>
<dependency><groupId>com.blazegraph</groupId><artifactId>bigdata-war-html</artifactId><version>$war</version><type>war</type></dependency></dependencies></project>
POM
    (cd "$d" && mvn -q -B -ntp dependency:copy-dependencies -DoutputDirectory=lib -DincludeScope=runtime >maven.log 2>&1) || { echo "$v: cannot resolve (see $d/maven.log)"; continue; }
    touch "$d/complete"
  fi
  printf '%s\n' com.bigdata.journal.AbstractJournal.bufferMode=MemStore com.bigdata.rdf.store.AbstractTripleStore.quads=false \
    com.bigdata.rdf.sail.truthMaintenance=false com.bigdata.rdf.store.AbstractTripleStore.statementIdentifiers=false \
    com.bigdata.rdf.store.AbstractTripleStore.textIndex=false com.bigdata.rdf.store.AbstractTripleStore.axiomsClass=com.bigdata.rdf.axioms.NoAxioms > "$d/mem.properties"
  port=$((port + 1))
  (cd "$d" && exec java -Xmx512m -Djetty.host=127.0.0.1 -Djetty.port=$port -DjettyXml="$work/jetty.xml" \
    "-Djetty.home=jar:file:$d/lib/bigdata-war-html-$war.war!/" -cp "$d/lib/*" com.bigdata.rdf.sail.webapp.NanoSparqlServer $port kb mem.properties >server.log 2>&1) &
  pid=$!
  up=no
  for _ in $(seq 1 120); do
    if curl -sf -m 5 -o /dev/null "http://127.0.0.1:$port/blazegraph/status"; then up=yes; break; fi
    kill -0 $pid 2>/dev/null || break
    sleep 1
  done
  if [ $up = yes ]; then
    e="http://127.0.0.1:$port/blazegraph/sparql"
    curl -sf -m 30 -X POST -H 'Content-Type: text/plain' --data-binary '<http://example.org/s0> <http://example.org/p> "0"^^<http://www.w3.org/2001/XMLSchema#integer> .' "$e" >/dev/null
    rows() { curl -sf -m 30 -H 'Accept: application/sparql-results+json' --data-urlencode "query=$1" "$e" | { grep -o '"s" *:' || true; } | wc -l; }
    r=$(rows "$repro"); c=$(rows "$control")
    verdict=PASSES; [ "$r" = 1 ] && verdict=FAILS
    echo "$v: $verdict (repro FILTER(!((?w != ?w))): $r rows, want 0; control FILTER((?w != ?w)): $c rows, want 0)"
    # blazegraph-not-in-both-branches (2.1.4 passes, 2.1.5 fails) and blazegraph-inf-double-rejected
    n=$(rows "$not_in"); nn=$(rows "$not_not_in")
    verdict=PASSES; [ "$n" = 1 ] && verdict=FAILS
    echo "$v: $verdict blazegraph-not-in-both-branches (FILTER(?o NOT IN (?o, 0)): $n rows, want 0; its negation: $nn rows, want 1)"
    inf=$(curl -s -m 30 -o /dev/null -w '%{http_code}' -H 'Accept: application/sparql-results+json' --data-urlencode "query=$inf_query" "$e")
    verdict=PASSES; [ "$inf" = 200 ] || verdict=FAILS
    echo "$v: $verdict blazegraph-inf-double-rejected (FILTER(\"INF\"^^xsd:double = ?o): HTTP $inf, want 200)"
  else
    echo "$v: OTHER (did not start; see $d/server.log)"
  fi
  kill -TERM $pid 2>/dev/null || true; wait $pid 2>/dev/null || true
done
