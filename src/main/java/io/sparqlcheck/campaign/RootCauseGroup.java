package io.sparqlcheck.campaign;

import com.fasterxml.jackson.annotation.JsonAutoDetect;

/**
 * One root-cause group of a campaign summary: its raw failures (every failing check put in it, known
 * ones included), how many of them were shrunk, what its shrunk representative is known as (or
 * null), its first seed and the id of its first candidate record (or null).
 *
 * @param raw         failing checks in the group
 * @param shrunk      how many of them were shrunk
 * @param knownAs     what the group is known as, or null
 * @param firstSeed   the lowest seed in the group
 * @param candidateId the candidate record of its first shrunk failure, or null
 */
@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY)
public record RootCauseGroup(long raw, long shrunk, String knownAs, long firstSeed, String candidateId) {

	/** The group counted over two shards: sums, and the first seed's names. */
	RootCauseGroup plus(RootCauseGroup other) {
		RootCauseGroup first = firstSeed <= other.firstSeed ? this : other, second = first == this ? other : this;
		return new RootCauseGroup(raw + other.raw, shrunk + other.shrunk, first.knownAs != null ? first.knownAs : second.knownAs,
			first.firstSeed, first.candidateId != null ? first.candidateId : second.candidateId);
	}
}
