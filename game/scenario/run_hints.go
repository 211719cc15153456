package scenario

import (
	"slices"
	"strings"
)

// Hints for a name that matches nothing: the card or alias it may be a
// misspelling of, or targets written without "->".

// nameHint returns "; did you mean ...?" for ref, a name that matched no
// object, or "" when nothing is near enough to suggest.
func (r *runner) nameHint(ref string) string {
	for _, p := range r.players {
		// "Lightning Strike Bob": the targets' arrow left out.
		if before, ok := strings.CutSuffix(ref, " "+p); ok {
			if _, err := r.cat.Lookup(before); err == nil {
				return "; targets come after \"->\" (" + before + " -> " + p + ")"
			}
		}
	}
	limit := max(1, len(ref)/4)
	best, bestDist := "", limit+1
	for alias := range r.aliases {
		if d := editDistance(strings.ToLower(ref), strings.ToLower(alias)); d < bestDist || d == bestDist && alias < best {
			best, bestDist = alias, d
		}
	}
	if best != "" {
		return "; did you mean the alias " + best + "?"
	}
	if names := r.cat.Suggest(ref, 1); len(names) > 0 && !strings.EqualFold(names[0], ref) {
		return "; did you mean " + names[0] + "?"
	}
	if _, err := r.cat.Lookup(ref); err == nil {
		return "" // a card's name: there is just none of it here
	}
	if slices.Contains(r.players, ref) {
		return "; " + ref + " is a player, not a card"
	}
	if !strings.Contains(ref, " ") && ref != "" && ref[0] >= 'A' && ref[0] <= 'Z' {
		// A capitalised word is likely meant as a player.
		return "; the players are " + strings.Join(r.players, ", ")
	}
	return ""
}

// editDistance is the Levenshtein distance between a and b, in bytes:
// names and aliases are ASCII.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
