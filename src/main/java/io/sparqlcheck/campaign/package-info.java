/**
 * Campaigns: many cases, many checks, one summary. A campaign walks a range of case seeds (or a
 * shard of it), runs every chosen oracle on every case, classifies each verdict (pass, known,
 * candidate, engine failure, skipped), hands each new failure to jqwik for shrinking, and writes a
 * summary that two shards can be merged into. Nothing here decides a verdict; the oracles do.
 */
package io.sparqlcheck.campaign;
