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

// CR 603.3b: triggers of one ability differing only in their event's
// object are alike when the ability never reads that object.
func TestReadsEventObject(t *testing.T) {
	for _, c := range []struct {
		d    *card.Definition
		i    int
		want bool
	}{
		{card.MidnightGuard, 0, false},     // untap Midnight Guard
		{card.SengirVampire, 0, false},     // a counter on Sengir Vampire
		{card.EternalThirst, 0, false},     // a counter on the enchanted creature, not the dead one
		{card.CircleOfFlame, 0, true},      // 1 damage to that creature
		{card.WallOfFrost, 0, true},        // that creature doesn't untap
		{card.ConstrictingSliver, 0, true}, // granted to the entering Sliver
		{card.GarrukEmblem, 0, true},       // it gets +5/+5
	} {
		if got := readsEventObject(&c.d.Triggered[c.i]); got != c.want {
			t.Errorf("%s: readsEventObject = %v, want %v", c.d.Name, got, c.want)
		}
	}
}
