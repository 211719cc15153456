package card_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/spellstack/spellstack/card"
)

// A nonbasic land is held to four copies like any other card; only basic
// lands are exempt (CR 100.2a, as docs/rules.md's "Decks" says).
func TestNonbasicLandHeldToFourCopies(t *testing.T) {
	src := "51 Mountain\n5 Shivan Reef\n4 Lightning Strike\n"
	d, err := card.ParseDecklist("deck.txt", strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	_, err = d.Resolve(card.Default(), card.ValidateOptions{Constructed: true})
	if !errors.Is(err, card.ErrTooManyCopies) {
		t.Fatalf("5 Shivan Reef: want ErrTooManyCopies, got %v", err)
	}
	// Basic lands stay unlimited.
	d, _ = card.ParseDecklist("deck.txt", strings.NewReader("56 Mountain\n4 Shivan Reef\n"))
	if _, err := d.Resolve(card.Default(), card.ValidateOptions{Constructed: true}); err != nil {
		t.Fatalf("56 Mountain + 4 Shivan Reef: %v", err)
	}
}

// An emblem is not a card (CR 113.1, 110.5), and a deck holds only cards
// (CR 100.2a): a decklist naming one from a caller's catalog is refused.
func TestEmblemNotADeckCard(t *testing.T) {
	cat, err := card.NewCatalog(card.Mountain, card.GarrukEmblem)
	if err != nil {
		t.Fatal(err)
	}
	d, err := card.ParseDecklist("deck.txt", strings.NewReader("1 Garruk, Apex Predator Emblem\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Resolve(cat, card.ValidateOptions{}); !errors.Is(err, card.ErrDecklist) {
		t.Fatalf("emblem in a deck: want ErrDecklist, got %v", err)
	}
}
