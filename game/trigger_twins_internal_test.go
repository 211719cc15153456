package game

import (
	"testing"

	"github.com/spellstack/spellstack/card"
)

// An ability that reads no amount of its event triggers twins whatever
// the amounts (Ajani's Pridemate, Wall of Limbs: "put a +1/+1 counter");
// one that reads it doesn't (Hornet Nest's "that many", Chasm Skulker's
// Squids for the counters it had as it died).
func TestReadsEventAmount(t *testing.T) {
	for _, c := range []struct {
		d    *card.Definition
		i    int
		want bool
	}{
		{card.AjanisPridemate, 0, false},
		{card.WallOfLimbs, 0, false},
		{card.ChasmSkulker, 0, false}, // a counter for each card drawn
		{card.HornetNest, 0, true},
		{card.ChasmSkulker, 1, true}, // a Squid for each counter it had
	} {
		if got := readsEventAmount(&c.d.Triggered[c.i]); got != c.want {
			t.Errorf("%s: readsEventAmount = %v, want %v", c.d.Name, got, c.want)
		}
	}
}
