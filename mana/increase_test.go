package mana

import (
	"math"
	"testing"
)

// CR 601.2f: a cost increase adds generic mana to the total cost.
func TestPlusGeneric(t *testing.T) {
	c := MustParseCost("{1}{R}")
	got := c.PlusGeneric(3)
	if got.ManaValue() != 5 || got.String() != "{1}{R}{3}" {
		t.Fatalf("{1}{R} plus 3 = %s (mana value %d), want {1}{R}{3} (5)", got, got.ManaValue())
	}
	if c.String() != "{1}{R}" {
		t.Fatalf("PlusGeneric changed its receiver: %s", c)
	}
	if e := (Cost{}).PlusGeneric(3); e.IsEmpty() || e.ManaValue() != 3 {
		t.Fatalf("empty cost plus 3 = %q, want {3}", e)
	}
	if z := c.PlusGeneric(0); z.String() != "{1}{R}" {
		t.Fatalf("plus 0 = %s", z)
	}
	if big := c.PlusGeneric(300); big.ManaValue() != 302 {
		t.Fatalf("plus 300: mana value %d, want 302", big.ManaValue())
	}
	// An increase no pool could pay is capped, not allocated.
	for _, n := range []int{math.MaxInt32, math.MaxInt} {
		huge := c.PlusGeneric(n)
		if huge.ManaValue() != 2+maxIncrease {
			t.Fatalf("plus %d: mana value %d, want %d", n, huge.ManaValue(), 2+maxIncrease)
		}
		var full Pool
		for k := Color(0); k < NumTypes; k++ {
			full.Add(k, math.MaxUint16)
		}
		if full.CanPay(huge, 0) {
			t.Fatalf("a full pool paid {1}{R} plus %d", n)
		}
	}
	var p Pool
	p.Add(Red, 1)
	p.Add(Green, 3)
	if p.CanPay(got, 0) {
		t.Fatal("4 mana paid a cost of 5")
	}
	p.Add(Green, 1)
	if !p.CanPay(got, 0) {
		t.Fatal("{R}{G}{G}{G}{G} can't pay {1}{R}{3}")
	}
}

func TestWithout(t *testing.T) {
	c := MustParseCost("{2}{G/W}{R}")
	for _, tt := range []struct {
		i    int
		want string
	}{{0, "{G/W}{R}"}, {1, "{2}{R}"}, {2, "{2}{G/W}"}, {3, "{2}{G/W}{R}"}, {-1, "{2}{G/W}{R}"}} {
		if got := c.Without(tt.i).String(); got != tt.want {
			t.Errorf("Without(%d) = %s, want %s", tt.i, got, tt.want)
		}
	}
	if c.String() != "{2}{G/W}{R}" {
		t.Errorf("Without changed its cost: %s", c)
	}
	// CR 117.7: a cost reduced to nothing is {0}, and is paid with no mana.
	for _, one := range []string{"{R}", "{X}", "{0}", "{G/W}"} {
		got := MustParseCost(one).Without(0)
		if got.String() != "{0}" || got.ManaValue() != 0 {
			t.Errorf("%s without its symbol = %s, want {0}", one, got)
		}
		var empty Pool
		if err := empty.Pay(got, 0); err != nil {
			t.Errorf("%s without its symbol can't be paid from an empty pool: %v", one, err)
		}
	}
}
