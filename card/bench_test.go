package card

import (
	"strings"
	"testing"
)

func BenchmarkLookupExact(b *testing.B) {
	c := Default()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := c.Lookup("Lightning Strike"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLookupCaseInsensitive(b *testing.B) {
	c := Default()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := c.Lookup("lightning strike"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLookupUnknown(b *testing.B) {
	c := Default()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := c.Lookup("Lightnig Strik"); err == nil {
			b.Fatal("found")
		}
	}
}

func BenchmarkParseDecklist60(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseDecklist("deck.txt", strings.NewReader(burn60)); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkResolve60(b *testing.B) {
	d := parse(b, burn60)
	opts := ValidateOptions{Constructed: true}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := d.Resolve(Default(), opts); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheckCatalog checks every card of the catalog, as Define does
// once for each at start-up.
func BenchmarkCheckCatalog(b *testing.B) {
	all := Default().All()
	b.ReportAllocs()
	for b.Loop() {
		for _, d := range all {
			if checkDefinition(d) != nil {
				b.Fatal(d.Name)
			}
		}
	}
}
