package mana_test

import (
	"errors"
	"testing"

	"github.com/spellstack/spellstack/mana"
)

// fuzzPools are the pools every fuzzed cost is paid from.
var fuzzPools = []string{
	"",
	"{W}{U}{B}{R}{G}{C}",
	"{G}{G}{W}{W}{C}{C}{C}",
	"{W}{W}{W}{U}{U}{U}{B}{B}{B}{R}{R}{R}{G}{G}{G}{C}{C}{C}",
	"{R}{R}{R}{R}{R}{R}{R}{R}{R}{R}{R}{R}",
}

func FuzzParseCost(f *testing.F) {
	for _, s := range []string{
		"", "{0}", "{X}{R}", "{2}{W}{W}", "{G/W}{G/W}{G/W}", "{10}", "{15}", "{255}",
		"{C}", "{3}{C}{C}", "{X}{X}{G}", "{W}{U}{B}{R}{G}", "{1}{W/U}{U/B}{B/G}",
		"{2}{Q}", "{r}", "{2} {R}", "{2", "{}", "{256}", "{02}", "{W/G}", "{2/W}", "{W/P}", "{S}",
	} {
		f.Add(s, uint8(0))
		f.Add(s, uint8(3))
	}
	pools := make([]mana.Pool, len(fuzzPools))
	for i, s := range fuzzPools {
		p, err := mana.ParsePool(s)
		if err != nil {
			f.Fatal(err)
		}
		pools[i] = p
	}
	f.Fuzz(func(t *testing.T, s string, x8 uint8) {
		c, err := mana.ParseCost(s)
		if err != nil {
			var pe *mana.ParseError
			if !errors.As(err, &pe) || !errors.Is(err, mana.ErrSyntax) {
				t.Fatalf("ParseCost(%q): error %v is not a *ParseError wrapping ErrSyntax", s, err)
			}
			if pe.Offset < 0 || pe.Offset >= len(s) || pe.Input != s {
				t.Fatalf("ParseCost(%q): bad error %+v", s, pe)
			}
			return
		}
		if got := c.String(); got != s {
			t.Fatalf("ParseCost(%q).String() = %q", s, got)
		}
		again, err := mana.ParseCost(c.String())
		if err != nil || !again.Equal(c) {
			t.Fatalf("re-parsing %q: %v, equal %v", s, err, again.Equal(c))
		}
		x := int(x8 % 8)
		if mv := c.ManaValue(); mv < 0 || c.ManaValueWithX(x) < mv {
			t.Fatalf("%q: mana value %d, with X=%d %d", s, mv, x, c.ManaValueWithX(x))
		}
		if c.Colors()&^mana.AllColors != 0 {
			t.Fatalf("%q: colours %v include colourless", s, c.Colors())
		}
		for _, p := range pools {
			checkPay(t, p, c, x)
		}
	})
}

// checkPay checks that paying c from p succeeds exactly when CanPay says
// so, never takes any entry below zero, and agrees with Plan.
func checkPay(t *testing.T, p mana.Pool, c mana.Cost, x int) {
	can := p.CanPay(c, x)
	q := p
	err := q.Pay(c, x)
	if (err == nil) != can {
		t.Fatalf("pool %s cost %s X=%d: CanPay %v but Pay error %v", p, c, x, can, err)
	}
	if err != nil {
		if q != p {
			t.Fatalf("pool %s cost %s: failed Pay changed the pool to %s", p, c, q)
		}
		return
	}
	spent := 0
	for ty := range q {
		if q[ty] > p[ty] {
			t.Fatalf("pool %s cost %s: Pay underflowed to %s", p, c, q)
		}
		spent += int(p[ty] - q[ty])
	}
	if spent != c.ManaValueWithX(x) {
		t.Fatalf("pool %s cost %s X=%d: spent %d mana", p, c, x, spent)
	}

	var units []mana.Unit
	for ty := mana.Color(0); ty < mana.NumTypes; ty++ {
		for range p.Amount(ty) {
			units = append(units, mana.Unit{Types: mana.SetOf(ty)})
		}
	}
	out := make([]mana.Color, len(units))
	if c.Plan(x, units, out) != can {
		t.Fatalf("pool %s cost %s X=%d: Plan disagrees with CanPay %v", p, c, x, can)
	}
}
