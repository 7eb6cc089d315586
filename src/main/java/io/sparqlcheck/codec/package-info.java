/**
 * The case codec, beside the model: a {@link io.sparqlcheck.model.SparqlCase} as a JSON tree and back,
 * losslessly, so that a recorded case replays as exactly the case that failed. Depends on the model only.
 */
package io.sparqlcheck.codec;
