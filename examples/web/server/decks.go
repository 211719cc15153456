package server

import (
	"bytes"
	"embed"
	"fmt"

	"github.com/spellstack/spellstack/card"
)

// The decks a player may choose: copies of testdata/decks (a test keeps
// them equal), embedded so the server needs no files.
//
//go:embed decks/*.txt
var deckFiles embed.FS

// Deck is one deck a player may choose, as GET /api/decks lists it.
type Deck struct {
	// ID names the deck in requests ("white-red").
	ID string `json:"id"`
	// Name and NameZhHans are its names for people.
	Name       string `json:"name"`
	NameZhHans string `json:"nameZhHans"`
	// Colors are its colour letters in WUBRG order.
	Colors []string `json:"colors"`
	cards  []*card.Definition
}

// deckNames lists the decks in the order a client shows them.
var deckNames = []struct {
	id, en, zh, colors string
	// free: not checked as a constructed deck (burn holds 36 of a card)
	free bool
}{
	{"white-red", "White-Red", "白红", "WR", false},
	{"black-green", "Black-Green", "黑绿", "BG", false},
	{"blue-red", "Blue-Red", "蓝红", "UR", false},
	{"green-blue", "Green-Blue", "绿蓝", "UG", false},
	{"white-black", "White-Black", "白黑", "WB", false},
	{"blue-black", "Blue-Black", "蓝黑", "UB", false},
	{"red-green-swarm", "Red-Green Swarm", "红绿蜂群", "RG", false},
	{"blue-black-waste-not", "Blue-Black Waste Not", "蓝黑物尽其用", "UB", false},
	{"green-black-graveyard", "Green-Black Graveyard", "绿黑坟场", "BG", false},
	{"blue-red-artifacts", "Blue-Red Artifacts", "蓝红神器", "UR", false},
	{"green-white-convoke", "Green-White Convoke", "绿白召集", "WG", false},
	{"slivers", "Slivers", "裂片妖", "WUBRG", false},
	{"green-white-guardians", "Green-White Guardians", "绿白守护者", "WG", false},
	{"blue-red-shapeshifters", "Blue-Red Shapeshifters", "蓝红变形者", "UR", false},
	{"black-red-anger", "Black-Red Anger", "黑红怒火", "BR", false},
	{"burn", "Burn (24 Mountains, 36 Lightning Strikes: quick games)", "烧人（24张山脉、36张闪电炼击：快速对局）", "R", true},
}

// loadDecks reads and checks every embedded deck, as a constructed deck
// unless it is marked free.
func loadDecks() ([]Deck, error) {
	out := make([]Deck, 0, len(deckNames))
	for _, n := range deckNames {
		file := "decks/" + n.id + ".txt"
		data, err := deckFiles.ReadFile(file)
		if err != nil {
			return nil, err
		}
		list, err := card.ParseDecklist(file, bytes.NewReader(data))
		if err != nil {
			return nil, err
		}
		defs, err := list.Resolve(card.Default(), card.ValidateOptions{Constructed: !n.free})
		if err != nil {
			return nil, fmt.Errorf("deck %s: %w", n.id, err)
		}
		d := Deck{ID: n.id, Name: n.en, NameZhHans: n.zh, cards: defs}
		for _, c := range n.colors {
			d.Colors = append(d.Colors, string(c))
		}
		out = append(out, d)
	}
	return out, nil
}
