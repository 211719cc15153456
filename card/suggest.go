package card

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// maxSuggestions is how many names an UnknownCardError suggests at most.
const maxSuggestions = 3

// Suggest returns up to n catalog names nearest to name by edit distance
// (Levenshtein distance over runes, ignoring letter case), nearest first,
// ties broken by name. Names too far to be a plausible misspelling are
// left out: a name qualifies if its distance is at most a third of the
// length of name in runes, or 2 if that is more. A name that begins with
// name as its first word or words (at least three letters: "Chandra" for
// "Chandra, Pyromaster") qualifies too, and ranks as a distance of 1,
// with the nearest misspellings and ahead of farther ones: a card's first
// words are what a person most often writes for it. The result is
// deterministic.
func (c *Catalog) Suggest(name string, n int) []string {
	if c == nil || n <= 0 {
		return nil
	}
	if utf8.RuneCountInString(name) > c.longest*3/2+2 {
		// Every name is shorter than the query by more than the
		// distance allowed (a third of the query): nothing is near.
		return nil
	}
	query := []rune(foldName(name))
	limit := max(2, len(query)/3)
	q := string(query)
	type cand struct {
		name string
		dist int
	}
	var cands []cand
	var buf []int
	for i, d := range c.sorted {
		other := c.keys[i]
		// The first word or words of a longer name ("Chandra" for
		// Chandra, Pyromaster) rank with the nearest misspellings.
		if len(query) >= 3 && (strings.HasPrefix(other, q+",") || strings.HasPrefix(other, q+" ")) {
			cands = append(cands, cand{d.Name, 1})
			continue
		}
		// The distance is at least the difference in length.
		if abs(utf8.RuneCountInString(other)-len(query)) > limit {
			continue
		}
		var dist int
		dist, buf = levenshtein(query, other, limit, buf)
		if dist <= limit {
			cands = append(cands, cand{d.Name, dist})
		}
	}
	slices.SortFunc(cands, func(a, b cand) int {
		if a.dist != b.dist {
			return a.dist - b.dist
		}
		return strings.Compare(a.name, b.name)
	})
	if len(cands) > n {
		cands = cands[:n]
	}
	out := make([]string, 0, len(cands))
	for _, c := range cands {
		out = append(out, c.name)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
