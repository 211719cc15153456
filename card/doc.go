// Package card holds card definitions, the catalog that looks them up by
// name, and decklists.
//
// A Definition is the immutable description of a card: its printed facts
// (name, mana cost, types, power and toughness, ...) and its abilities in
// the vocabulary of package ability. Definitions are built once with
// Define, as package-level variables such as RuneclawBear, and shared by
// every game and every clone; nothing may modify them.
//
// The Default catalog holds every definition of this package:
//
//	bear, err := card.Default().Lookup("runeclaw bear") // any letter case
//	var unknown *card.UnknownCardError
//	if errors.As(err, &unknown) {
//		fmt.Println(unknown.Suggestions) // nearest names by edit distance
//	}
//
// FactsOf turns a definition into the flat form of the reference card
// data, which the tests compare against the M15 card list and which
// examples/cards prints as JSON Lines.
//
// Decklists are read from the usual text format ("4 Lightning Strike",
// optionally "(M15) 155") by ParseDecklist, then checked against a catalog
// and the deck-construction rules of CR 100.2a and 100.4a by Resolve:
//
//	deck, err := card.ParseDecklist("burn.txt", f)
//	if err != nil {
//		return err // an ErrorList: every syntax error, with its line
//	}
//	cards, err := deck.Resolve(card.Default(), card.ValidateOptions{Constructed: true})
//
// Both report every problem at once, as an ErrorList of *LineError whose
// messages read "burn.txt:12: unknown card ...".
package card
