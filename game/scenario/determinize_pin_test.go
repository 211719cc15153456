package scenario

// Regression test; before the fix: expected a copy determinized for Bob to deal Alice's Phytotitan anywhere among her
// hidden cards (CR 400.2, 401.2: Bob didn't see which cards she drew), engine keeps it where it
// really is in every copy (60 of 60 seeds in her hand; 33 of 60 at 9b8b3c2, before the pins).
// determinize.go pinnedCards pins the slot of every delayed trigger's source (Phytotitan's
// "return it ... at the beginning of his or her next upkeep") without checking that the object
// in that slot is still the one the ability refers to: once the card left the graveyard
// (Jace, the Living Guildpact's -8 shuffled it into her library and she drew it), it is a new
// object (CR 400.7) the delayed ability no longer refers to (the game, rightly, doesn't return
// it: see a22z_phytotitan_shuffled_away_not_returned.scn), yet Determinize keeps it "itself",
// leaking its place to search players and bots. Same for stack and trigger sources and
// copies: add() keys on id.slot() and ignores id.inc().
// Package scenario (internal): it uses the runner to build the position.

import (
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

const pinRegPhyto = `players Alice Bob
seed 4
turn 3 Alice main1
battlefield Alice: Phytotitan [as=phyto]; Jace, the Living Guildpact [as=jace, loyalty=8]; Mountain; Mountain
hand Alice: Lightning Strike
library Alice: 10x Island
library Bob: 9x Island
Alice cast Lightning Strike -> phyto
resolve
expect zone phyto graveyard
resolve
Alice activate jace#3
resolve
expect zone phyto hand
expect known Bob hand Alice:
expect known Bob library Alice:
`

func TestDeterminizeDoesNotPinCardThatLeftGraveyard(t *testing.T) {
	s, err := Parse("pinReg.scn", []byte(pinRegPhyto))
	if err != nil {
		t.Fatal(err)
	}
	r := &runner{script: s, cat: card.Default(), aliases: map[string]game.ObjectID{}}
	if err := r.setup(); err != nil {
		t.Fatal(err)
	}
	for i, st := range s.Body {
		r.g.ClearEvents()
		if err := r.exec(st); err != nil {
			t.Fatal(err)
		}
		var next Statement
		if i+1 < len(s.Body) {
			next = s.Body[i+1]
		}
		if err := r.continueOrder(next); err != nil {
			t.Fatal(err)
		}
		if err := r.orderAlike(st.Pos(), st, s.Body[i+1:]); err != nil {
			t.Fatal(err)
		}
	}
	const alice, bob = game.PlayerID(0), game.PlayerID(1)
	inHand := 0
	for seed := uint64(1); seed <= 60; seed++ {
		c := r.g.Determinize(bob, seed)
		for _, id := range c.Zone(alice, zone.Hand) {
			if o, _ := c.Object(id); o.Card.Name == "Phytotitan" {
				inHand++
			}
		}
	}
	// 7 of Alice's 12 hidden cards are in her hand: about 35 of 60 expected.
	if inHand == 60 {
		t.Fatalf("Phytotitan is in Alice's hand in every copy for Bob: its place leaks")
	}
}
