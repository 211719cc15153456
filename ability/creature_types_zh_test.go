package ability

import (
	"testing"
	"unicode"
)

// Every creature type has a Simplified Chinese name at its index, written
// in Chinese (no Latin letters), and no two types share one.
func TestCreatureTypesZhHans(t *testing.T) {
	if len(CreatureTypesZhHans) != len(CreatureTypes) {
		t.Fatalf("%d Chinese names for %d creature types", len(CreatureTypesZhHans), len(CreatureTypes))
	}
	seen := map[string]string{}
	for i, zh := range CreatureTypesZhHans {
		if zh == "" {
			t.Errorf("%s has no Chinese name", CreatureTypes[i])
		}
		for _, r := range zh {
			if r < unicode.MaxASCII && unicode.IsLetter(r) {
				t.Errorf("%s: %q has Latin letters", CreatureTypes[i], zh)
				break
			}
		}
		if other, ok := seen[zh]; ok {
			t.Errorf("%s and %s are both %q", other, CreatureTypes[i], zh)
		}
		seen[zh] = CreatureTypes[i]
	}
}
