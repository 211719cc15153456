package stack

import "fmt"

var kindWords = [...]string{Spell: "spell", ActivatedAbility: "activated-ability", TriggeredAbility: "triggered-ability"}

// MarshalText writes the kind as a word: "spell", "activated-ability" or
// "triggered-ability".
func (k Kind) MarshalText() ([]byte, error) {
	if k < Spell || int(k) >= len(kindWords) {
		return nil, fmt.Errorf("stack: invalid item kind %d", uint8(k))
	}
	return []byte(kindWords[k]), nil
}

// UnmarshalText reads what MarshalText writes.
func (k *Kind) UnmarshalText(b []byte) error {
	for i, w := range kindWords {
		if i > 0 && w == string(b) {
			*k = Kind(i)
			return nil
		}
	}
	return fmt.Errorf("stack: unknown item kind %q", b)
}
