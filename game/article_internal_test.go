package game

import "testing"

// Refusals read as English: "an attackers decision", "a priority
// decision", "an artifact card".
func TestArticle(t *testing.T) {
	for word, want := range map[string]string{"attackers": "an", "unless": "an", "Artifact": "an", "priority": "a", "creature": "a", "": "a"} {
		if got := article(word); got != want {
			t.Errorf("article(%q) = %q, want %q", word, got, want)
		}
	}
}
