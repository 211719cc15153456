package card_test

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
)

func ExampleCatalog_Lookup() {
	bear, err := card.Default().Lookup("runeclaw bear")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(bear.Name, bear.ManaCost, bear.TypeLine(), bear.Power, bear.Toughness, bear.NameZhHans)

	_, err = card.Default().Lookup("Runeclaw Baer")
	fmt.Println(err)
	var unknown *card.UnknownCardError
	if errors.As(err, &unknown) {
		fmt.Println(unknown.Suggestions)
	}
	// Output:
	// Runeclaw Bear {1}{G} Creature — Bear 2 2 符爪熊
	// card: unknown card "Runeclaw Baer" (did you mean "Runeclaw Bear"?)
	// [Runeclaw Bear]
}

func ExampleNewCatalog() {
	c, err := card.NewCatalog(card.Forest, card.RuneclawBear, card.ElvishMystic)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, d := range c.All() {
		fmt.Println(d.Name)
	}
	_, err = card.NewCatalog(card.Forest, card.Forest)
	fmt.Println(err)
	// Output:
	// Elvish Mystic
	// Forest
	// Runeclaw Bear
	// card: duplicate card name "Forest" (definitions 0 and 1)
}

func ExampleFactsOf() {
	line, _ := card.FactsOf(card.LightningStrike).MarshalLine()
	fmt.Println(string(line))
	// Output:
	// {"name":"Lightning Strike","manaCost":"{1}{R}","manaValue":2,"colors":["R"],"types":["Instant"],"nameZhHans":"闪电炼击","text":"Lightning Strike deals 3 damage to target creature or player."}
}

func ExampleWriteFactsJSON() {
	_ = card.WriteFactsJSON(os.Stdout, []*card.Definition{card.Mountain, card.GoblinRoughrider})
	// Output:
	// {"name":"Mountain","manaValue":0,"supertypes":["Basic"],"types":["Land"],"subtypes":["Mountain"],"nameZhHans":"山脉"}
	// {"name":"Goblin Roughrider","manaCost":"{2}{R}","manaValue":3,"colors":["R"],"types":["Creature"],"subtypes":["Goblin","Knight"],"power":"3","toughness":"2","nameZhHans":"鬼怪驯骑师"}
}

func ExampleParseDecklist() {
	const list = `# Red deck
Deck
16 Mountain
4x Lightning Strike
4 Goblin Roughrider (M15) 146

Sideboard
2 Negate # just in case
`
	deck, err := card.ParseDecklist("red.txt", strings.NewReader(list))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range deck.Main {
		fmt.Printf("line %d: %d × %s", e.Line, e.Count, e.Name)
		if e.Set != "" {
			fmt.Printf(" [set %s, number %s]", e.Set, e.Number)
		}
		fmt.Println()
	}
	main, side := deck.Count()
	fmt.Println(main, side)
	// Output:
	// line 3: 16 × Mountain
	// line 4: 4 × Lightning Strike
	// line 5: 4 × Goblin Roughrider [set M15, number 146]
	// 24 2
}

func ExampleParseDecklist_errors() {
	const list = `4 Lightning Strike
Lightning Strike
0 Negate
4 Cancel (M15
`
	_, err := card.ParseDecklist("bad.txt", strings.NewReader(list))
	fmt.Println(err)
	fmt.Println(errors.Is(err, card.ErrDecklist))
	// Output:
	// bad.txt:2: missing count: want "4 Card Name", got "Lightning Strike"
	// bad.txt:3: count 0: a line must give at least 1 copy
	// bad.txt:4: bad set suffix "(M15": want "(SET)" or "(SET) NUMBER"
	// true
}

func ExampleDecklist_Resolve() {
	const list = `20 Mountain
5 Lightning Strike
4 Runeclaw Baer
`
	deck, err := card.ParseDecklist("red.txt", strings.NewReader(list))
	if err != nil {
		fmt.Println(err)
		return
	}
	_, err = deck.Resolve(card.Default(), card.ValidateOptions{Constructed: true})
	fmt.Println(err)

	small, _ := card.ParseDecklist("small.txt", strings.NewReader("2 Forest\n1 Elvish Mystic\n"))
	cards, err := small.Resolve(card.Default(), card.ValidateOptions{})
	fmt.Println(len(cards), cards[2].Name, err)
	// Output:
	// red.txt:2: 5 copies of "Lightning Strike"; a deck may hold at most 4 of a card other than a basic land, sideboard included (CR 100.2a, 100.4a)
	// red.txt:3: unknown card "Runeclaw Baer" (did you mean "Runeclaw Bear"?)
	// red.txt: main deck has 29 cards; a constructed deck needs at least 60 (CR 100.2a)
	// 3 Elvish Mystic <nil>
}

func ExampleDefinition_Check() {
	// "Shock deals 2 damage to target creature or player", written with
	// two mistakes: the effect names a second target the spell doesn't
	// have, and a duration a damage effect doesn't read.
	shock := card.Define(card.Definition{Name: "Test Shock", ManaCost: mana.MustParseCost("{R}"), Types: card.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 1, Amount: ability.N(2), Duration: ability.Permanently}}}})
	err := shock.Check()
	fmt.Println(err)
	fmt.Println(errors.Is(err, card.ErrInvalidDefinition))
	// Output:
	// card "Test Shock": Spell.Effects[0].Duration: OpDamage doesn't read Duration
	// card "Test Shock": Spell.Effects[0].Target: OpDamage acts on target 1, but the ability has 1 target (0)
	// true
}
