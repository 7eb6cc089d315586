/**
 * The query texts the oracles are made of, and the paper's §3.4 exclusion list checked on a query as
 * Jena parses it. Below the oracles, which build queries, and the arbitraries, which check users'
 * productions against the exclusions. Depends on the model only.
 */
package io.sparqlcheck.query;
