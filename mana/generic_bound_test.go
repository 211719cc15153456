package mana_test

import (
	"testing"

	"github.com/spellstack/spellstack/mana"
)

// A generic symbol above 255 is refused, never read short: {2550} is not
// {255} (CR 107.4b: a generic symbol's number is its amount), while {255}
// itself is a cost of mana value 255.
func TestGenericAbove255Refused(t *testing.T) {
	for _, s := range []string{"{2550}", "{2559}{R}", "{25500}"} {
		if c, err := mana.ParseCost(s); err == nil {
			t.Errorf("ParseCost(%q) = %v, nil; want an error", s, c)
		}
	}
	if c, err := mana.ParseCost("{255}"); err != nil || c.ManaValue() != 255 {
		t.Errorf("ParseCost({255}) = %v, %v", c, err)
	}
}
