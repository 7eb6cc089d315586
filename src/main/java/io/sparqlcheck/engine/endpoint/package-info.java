/**
 * SPARQL engines reached over the SPARQL 1.1 Protocol: {@link io.sparqlcheck.engine.endpoint.SparqlEndpointEngine}
 * and what it is configured with ({@link io.sparqlcheck.engine.endpoint.EndpointSettings},
 * {@link io.sparqlcheck.engine.endpoint.Preset}, {@link io.sparqlcheck.engine.endpoint.QueryMethod},
 * {@link io.sparqlcheck.engine.endpoint.ResultFormat}, {@link io.sparqlcheck.engine.endpoint.Credentials}).
 *
 * <p>What the package promises, to the campaign and to whoever owns the server:
 * <ul>
 * <li><b>Data never harmed.</b> A writable engine writes only to graphs (or Blazegraph namespaces) it
 * created, journals each creation before making it, scopes every query to its own data, and drops only
 * what it created, also what a killed earlier run left. A read-only engine never writes.</li>
 * <li><b>A fault is a failure, never a result.</b> Timeouts, refused or broken connections, non-2xx
 * answers, bodies that are not results in the format asked for, and responses over the size cap each
 * become a {@link io.sparqlcheck.result.QueryOutcome.Failure} with its kind and cause, and the run
 * goes on; an endpoint that cannot be used at all is one {@link io.sparqlcheck.engine.endpoint.EndpointUnavailableException}
 * before a campaign.</li>
 * <li><b>Credentials never leak</b> into a cause, a message, a report or a log line.</li>
 * <li><b>Only validated servers.</b> Each {@code Preset} was checked against the real server it names;
 * everything that differs between servers (how a dataset is loaded, scoped and dropped, where the
 * version is read) sits in the dialect the preset is constructed with, so the engine itself never asks
 * which server it talks to.</li>
 * </ul>
 * This package depends on {@code io.sparqlcheck.engine} (the {@code Engine} interface), never the reverse.
 */
package io.sparqlcheck.engine.endpoint;
