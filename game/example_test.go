package game_test

import (
	"errors"
	"fmt"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A position set up directly: Alice casts Lightning Strike at Bob's bear.
func Example() {
	g, _ := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	alice, bob := game.PlayerID(0), game.PlayerID(1)
	g.Put(alice, zone.Battlefield, card.Mountain, game.PutOptions{})
	g.Put(alice, zone.Battlefield, card.Mountain, game.PutOptions{})
	strike, _ := g.Put(alice, zone.Hand, card.LightningStrike, game.PutOptions{})
	bear, _ := g.Put(bob, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	g.Start(3, alice, game.Main1)

	cast := game.Action{Kind: game.ActCast, Player: alice, Object: strike}.WithTargets(game.ObjectTarget(bear))
	if err := g.Apply(cast); err != nil {
		fmt.Println(err)
	}
	// Both players pass: the spell resolves.
	g.Apply(game.Action{Kind: game.ActPass, Player: alice})
	g.Apply(game.Action{Kind: game.ActPass, Player: bob})
	for _, e := range g.Events() {
		if line := g.EventText(e); line != "" {
			fmt.Println(line)
		}
	}
	fmt.Println("Bob's graveyard:", len(g.Zone(bob, zone.Graveyard)))
	// Output:
	// Turn 3: Alice.
	// Alice casts Lightning Strike targeting Runeclaw Bear.
	// Lightning Strike deals 3 damage to Runeclaw Bear.
	// Runeclaw Bear is put into Bob's graveyard.
	// Bob's graveyard: 1
}

// Illegal actions are refused with the rule that forbids them, and change
// nothing.
func ExampleRuleError() {
	g, _ := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	f1, _ := g.Put(0, zone.Hand, card.Forest, game.PutOptions{})
	f2, _ := g.Put(0, zone.Hand, card.Forest, game.PutOptions{})
	g.Start(1, 0, game.Main1)
	_ = g.Apply(game.Action{Kind: game.ActPlayLand, Player: 0, Object: f1})
	before := g.Fingerprint()
	err := g.Apply(game.Action{Kind: game.ActPlayLand, Player: 0, Object: f2})
	var re *game.RuleError
	if errors.As(err, &re) {
		fmt.Println("rule:", re.Rule)
	}
	fmt.Println(errors.Is(err, game.ErrLandLimit), g.Fingerprint() == before)
	// Output:
	// rule: 305.2
	// true true
}

// A copy for Alice's search, where Bob's decklist is secret: Alice
// believes Bob plays Forests and Runeclaw Bears. Bob's hidden cards are
// drawn from that belief, less the Bear she saw go to his graveyard.
func ExampleGame_DeterminizeWith() {
	g, _ := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	alice, bob := game.PlayerID(0), game.PlayerID(1)
	for range 3 {
		g.Put(bob, zone.Hand, card.Island, game.PutOptions{})
		g.Put(bob, zone.Library, card.SerraAngel, game.PutOptions{})
	}
	g.Put(bob, zone.Graveyard, card.RuneclawBear, game.PutOptions{})
	g.Start(3, alice, game.Main1)

	belief := []*card.Definition{card.RuneclawBear, card.RuneclawBear, card.Forest, card.Forest, card.Forest, card.Forest, card.Forest}
	c, err := g.DeterminizeWith(nil, alice, 1, [][]*card.Definition{nil, belief})
	if err != nil {
		fmt.Println(err)
		return
	}
	count := map[string]int{}
	for _, z := range []zone.Kind{zone.Hand, zone.Library} {
		for _, id := range c.Zone(bob, z) {
			o, _ := c.Object(id)
			count[o.Card.Name]++
		}
	}
	fmt.Println("Forest:", count["Forest"], "Runeclaw Bear:", count["Runeclaw Bear"], "Island:", count["Island"])
	_, err = g.DeterminizeWith(nil, alice, 1, [][]*card.Definition{nil, {nil}})
	fmt.Println(errors.Is(err, game.ErrBadConfig))
	// Output:
	// Forest: 5 Runeclaw Bear: 1 Island: 0
	// true
}
