package mana

import "testing"

// A symbol prints as ParseCost reads it, or as {?}: hybrids of one
// colour, or in an order CR 107.4 never prints, are no symbols.
func TestSymbolStringOnlyValidHybrids(t *testing.T) {
	for _, c := range []struct {
		s    Symbol
		want string
	}{
		{Symbol{Kind: Hybrid, Color: Green, Alt: White}, "{G/W}"},
		{Symbol{Kind: Hybrid, Color: White, Alt: Black}, "{W/B}"},
		{Symbol{Kind: Hybrid, Color: White, Alt: White}, "{?}"},
		{Symbol{Kind: Hybrid, Color: White, Alt: Green}, "{?}"},
	} {
		if got := c.s.String(); got != c.want {
			t.Errorf("%+v prints %s, want %s", c.s, got, c.want)
		}
		if c.want != "{?}" {
			if _, err := ParseCost(c.want); err != nil {
				t.Errorf("%s does not parse back: %v", c.want, err)
			}
		}
	}
}
