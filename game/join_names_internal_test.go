package game

import "testing"

// TestJoinNames checks that option texts list targets as a sentence
// does, in both languages.
func TestJoinNames(t *testing.T) {
	cases := []struct {
		names  []string
		lang   Lang
		expect string
	}{
		{nil, English, ""},
		{[]string{"Alice"}, English, "Alice"},
		{[]string{"Alice", "Bob"}, English, "Alice and Bob"},
		{[]string{"Alice", "Bob", "Forest"}, English, "Alice, Bob and Forest"},
		{[]string{"甲", "乙"}, Chinese, "甲和乙"},
		{[]string{"甲", "乙", "树林"}, Chinese, "甲、乙和树林"},
	}
	for _, c := range cases {
		if got := joinNames(c.names, c.lang); got != c.expect {
			t.Errorf("joinNames(%q) = %q, want %q", c.names, got, c.expect)
		}
	}
}
