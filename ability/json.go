package ability

import (
	"encoding/json"
	"fmt"
)

// MarshalJSON writes the set of keywords as a list of their names in
// canonical order (["flying","first strike"]); the empty set as [].
func (k Keyword) MarshalJSON() ([]byte, error) { return json.Marshal(nonNil(k.Names())) }

// UnmarshalJSON reads what MarshalJSON writes.
func (k *Keyword) UnmarshalJSON(b []byte) error {
	var names []string
	if err := json.Unmarshal(b, &names); err != nil {
		return err
	}
	var out Keyword
	for _, n := range names {
		x, ok := ParseKeyword(n)
		if !ok {
			return fmt.Errorf("ability: unknown keyword %q", n)
		}
		out |= x
	}
	*k = out
	return nil
}

// MarshalJSON writes the set of card types as a list of their names
// (["Artifact","Creature"]); the empty set as [].
func (t Type) MarshalJSON() ([]byte, error) { return json.Marshal(nonNil(t.Names())) }

// nonNil returns names, or an empty list for nil: an empty set is written
// as a list ([]), as ColorSet writes one, not as null.
func nonNil(names []string) []string {
	if names == nil {
		return []string{}
	}
	return names
}

// UnmarshalJSON reads what MarshalJSON writes.
func (t *Type) UnmarshalJSON(b []byte) error {
	var names []string
	if err := json.Unmarshal(b, &names); err != nil {
		return err
	}
	var out Type
	for _, n := range names {
		x, ok := ParseType(n)
		if !ok {
			return fmt.Errorf("ability: unknown card type %q", n)
		}
		out |= x
	}
	*t = out
	return nil
}
