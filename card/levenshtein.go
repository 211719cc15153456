package card

// levenshtein returns the edit distance between a and b: the least number
// of rune insertions, deletions and substitutions that turn one into the
// other. If bound >= 0 and the distance is certain to exceed bound, it
// stops early and returns bound+1. buf is scratch space, returned (grown
// if needed) for reuse.
func levenshtein(a []rune, b string, bound int, buf []int) (int, []int) {
	// One row of the dynamic-programming table, indexed by a prefix of a.
	n := len(a)
	if cap(buf) < n+1 {
		buf = make([]int, n+1)
	}
	row := buf[:n+1]
	for i := range row {
		row[i] = i
	}
	j := 0
	for _, rb := range b {
		j++
		diag := row[0] // table[j-1][0]
		row[0] = j
		best := row[0]
		for i := 1; i <= n; i++ {
			cost := 1
			if a[i-1] == rb {
				cost = 0
			}
			next := min(row[i]+1, row[i-1]+1, diag+cost)
			diag = row[i]
			row[i] = next
			best = min(best, next)
		}
		// The minimum of a row never decreases from one row to the next.
		if bound >= 0 && best > bound {
			return bound + 1, buf
		}
	}
	if bound >= 0 && row[n] > bound {
		return bound + 1, buf
	}
	return row[n], buf
}
