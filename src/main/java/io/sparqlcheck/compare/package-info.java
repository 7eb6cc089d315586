/**
 * Result comparison: solutions as engine-independent values, and multisets of them compared by
 * counts. Nothing here calls an engine's own value logic.
 */
package io.sparqlcheck.compare;
