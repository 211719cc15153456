package card_test

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/internal/hostile"
)

// No method of the card package panics on hostile arguments: the
// catalog's look-ups and suggestions with odd names and counts, every
// card's queries with colours and events out of range, decklists with
// odd entries resolved against the catalog, and the error types.
func TestMethodsSurviveHostileArguments(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	all := card.Default().All()
	values := func(ty reflect.Type, r *rand.Rand) (reflect.Value, bool) {
		switch ty {
		case reflect.TypeOf((*card.Catalog)(nil)):
			return reflect.ValueOf(card.Default()), true
		case reflect.TypeOf((*card.Definition)(nil)):
			return reflect.ValueOf(all[r.IntN(len(all))]), true
		case reflect.TypeOf((*card.LineError)(nil)):
			// An ErrorList is the package's output: its entries are never
			// nil.
			return hostile.Receiver(ty, r, nil), true
		}
		return reflect.Value{}, false
	}
	hostile.Methods(t, func() any { return card.Default() }, 100, 1, values)
	for i, d := range all {
		hostile.Methods(t, func() any { return d }, 4, uint64(i), values)
	}
	lists := []string{"", "4 Lightning Strike\n20 Mountain\n", "Sideboard\n1 Negate\n", "99 Nonsense\n", "x\x00\n"}
	hostile.Methods(t, func() any {
		l, _ := card.ParseDecklist("deck.txt", strings.NewReader(lists[r.IntN(len(lists))]))
		if l == nil {
			l = &card.Decklist{}
		}
		return l
	}, 100, 2, values)
	hostile.Types(t, []any{card.PT{}, card.Facts{}, card.ErrorList{}, &card.LineError{}, &card.UnknownCardError{}, &card.DefinitionError{}}, 50, 3, values)
}

// No function of the card package panics on hostile arguments: nil
// definitions (a failed Token look-up hands one on), definitions and
// decklists filled with odd values, and odd names.
func TestFunctionsSurviveHostileArguments(t *testing.T) {
	hostile.Funcs(t, []hostile.Func{
		hostile.F("CopyOf", card.CopyOf), hostile.F("TokenKey", card.TokenKey), hostile.F("TokenColors", card.TokenColors),
		hostile.F("FactsOf", card.FactsOf), hostile.F("IsToken", card.IsToken), hostile.F("Token", card.Token), hostile.F("Define", card.Define),
		hostile.F("NewCatalog", card.NewCatalog), hostile.F("ParseDecklist", card.ParseDecklist), hostile.F("WriteFactsJSON", card.WriteFactsJSON),
	}, 300, 5, nil)
	// Decklists built field by field, with counts of any size.
	hostile.Types(t, []any{&card.Decklist{}}, 300, 6, nil)
}
