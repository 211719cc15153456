package game

import "testing"

// Names ending in s take an apostrophe alone; other "'s" stay.
func TestEnglishPossessives(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Typhoid Rats's ability", "Typhoid Rats' ability"},
		{"Tireless Missionaries's triggered ability goes on the stack.", "Tireless Missionaries' triggered ability goes on the stack."},
		{"Search Chris's library", "Search Chris' library"},
		{"Ajani's Pridemate's triggered ability", "Ajani's Pridemate's triggered ability"},
		{"Rogue's Gloves's ability and Plains's mana", "Rogue's Gloves' ability and Plains' mana"},
		{"Typhoid Rats (#2)'s ability", "Typhoid Rats (#2)'s ability"},
		{"it's", "it's"},
		{"s's", "s's"},
		{"Bob's hand", "Bob's hand"},
		{"Rats's", "Rats'"},
		{"Rats'sy", "Rats'sy"},
		{"", ""},
	} {
		if got := englishPossessives(c.in); got != c.want {
			t.Errorf("englishPossessives(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
