package search

import "testing"

// beats departs from the heuristic's option only for an option whose
// paired differences are positive by more than one standard error.
func TestBeatsNeedsMoreThanNoise(t *testing.T) {
	paired := func(diffs ...float64) *tree {
		tr := &tree{nodes: make([]node, 1)}
		for _, d := range diffs {
			tr.nodes[0].paired++
			tr.nodes[0].diff += d
			tr.nodes[0].diff2 += d * d
		}
		return tr
	}
	for _, c := range []struct {
		name  string
		diffs []float64
		want  bool
	}{
		{"better on every deal", []float64{0.02, 0.03, 0.01, 0.02}, true},
		{"better by luck of one deal", []float64{-0.01, -0.02, 0.2, -0.01}, false},
		{"worse", []float64{-0.02, -0.03, -0.01}, false},
		{"the same on every deal", []float64{0, 0, 0, 0}, false},
		{"one deal only", []float64{0.5}, false},
		{"slightly better, steadily", []float64{0.01, 0.012, 0.008, 0.011, 0.009}, true},
	} {
		if got := paired(c.diffs...).beats(0); got != c.want {
			t.Errorf("%s: beats = %v, want %v", c.name, got, c.want)
		}
	}
}
