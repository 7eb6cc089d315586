/**
 * The pinned meaning of seeds: one file per generator version under {@code generators/}, holding
 * the fingerprint of the case each of a fixed list of seeds generates, and the registry of the
 * generator versions this build can generate.
 */
package io.sparqlcheck.generators;
