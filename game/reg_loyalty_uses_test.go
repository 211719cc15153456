// The Chain Veil's extra loyalty activations (CR 606.3) at the engine's
// bound: a permanent's uses this turn count up to 255, so 255 activations
// a turn are the most, whatever the bonus; before the bound was checked, a
// bonus of 255 allowed any number.
package game_test

import (
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// loyaltyAt loads a position in which Alice's effects this turn let
// each planeswalker activate loyalty abilities bonus more times (The Chain
// Veil, resolved bonus times) and Garruk has already activated bonus times.
// The rules then allow exactly one more activation of Garruk this turn
// (CR 606.3 as modified by The Chain Veil); it reports whether the first
// and the second further activation are allowed.
func loyaltyAt(t *testing.T, bonus int) (first, second error) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	if err != nil {
		t.Fatal(err)
	}
	garruk, _ := g.Put(0, zone.Battlefield, card.GarrukApexPredator, game.PutOptions{})
	g.Put(0, zone.Library, card.Plains, game.PutOptions{})
	g.Put(1, zone.Library, card.Plains, game.PutOptions{})
	if err := g.Start(3, 0, game.Main1); err != nil {
		t.Fatal(err)
	}
	h := reloadEdited(t, g, func(m map[string]any) {
		p0 := m["players"].([]any)[0].(map[string]any)
		p0["loyaltyBonus"] = bonus
		p0["loyaltyActivatedThisTurn"] = true
		o := m["objects"].([]any)[0].(map[string]any)
		o["loyaltyUsed"] = true
		o["loyaltyUses"] = bonus
	})
	first = h.Activate(0, garruk, 1) // +1: a 3/3 Beast with deathtouch
	if first == nil {
		if err := h.PassUntilResolved(); err != nil {
			t.Fatal(err)
		}
	}
	second = h.Activate(0, garruk, 1)
	return first, second
}

func TestLoyaltyUsesBelowBound(t *testing.T) {
	first, second := loyaltyAt(t, 254)
	if first != nil {
		t.Fatalf("control: the 255th activation should be allowed: %v", first)
	}
	if second == nil {
		t.Fatal("control: a 256th activation with 254 extra permissions should be refused")
	}
}

func TestLoyaltyUsesAtBound(t *testing.T) {
	first, _ := loyaltyAt(t, 255)
	if first == nil {
		t.Fatal("a 256th activation in a turn is beyond the engine's bound of 255 and must be refused, not allowed without end")
	}
}
