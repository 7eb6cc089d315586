/**
 * What a query gives: a solution, a bag of solutions (a multiset counted per solution), and the
 * query outcome (solutions, a boolean, or a failure with its cause). Below both the engines, which
 * build these, and the comparison, which reads them. Depends on the model only.
 */
package io.sparqlcheck.result;
