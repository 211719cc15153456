package card

import (
	"bytes"
	"errors"
	"testing"
)

// FuzzParseDecklist: parsing never panics; a parse either succeeds or
// returns an ErrorList whose every entry has a line number; resolving a
// parsed list never panics and either returns cards or an error list.
func FuzzParseDecklist(f *testing.F) {
	f.Add("4 Lightning Strike\n20 Mountain\n")
	f.Add("Deck\n4x Runeclaw Bear (M15) 188\n# comment\nSideboard\n2 Negate\n")
	f.Add("0 Forest\nabc\n4 Runeclaw Baer\n")
	f.Fuzz(func(t *testing.T, src string) {
		d, err := ParseDecklist("fuzz.txt", bytes.NewReader([]byte(src)))
		if err != nil {
			var list ErrorList
			if !errors.As(err, &list) || len(list) == 0 || !errors.Is(err, ErrDecklist) {
				t.Fatalf("parse error is not a non-empty ErrorList: %v", err)
			}
			return
		}
		defs, err := d.Resolve(Default(), ValidateOptions{Constructed: true})
		if err != nil {
			if defs != nil || !errors.Is(err, ErrDecklist) {
				t.Fatalf("resolve error with cards, or without ErrDecklist: %v", err)
			}
			return
		}
		main, _ := d.Count()
		if len(defs) != main {
			t.Fatalf("resolved %d cards, list counts %d", len(defs), main)
		}
	})
}
