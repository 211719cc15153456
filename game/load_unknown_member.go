package game

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

// unknownMemberPath returns the path of the member named name that a
// save's format doesn't have. A name the format uses elsewhere ("turn"
// inside an onceUsed entry) matches several members: each is left out of
// the document in turn, and the one whose absence ends the complaint is
// the one (the others are the format's). It returns "" when none is
// found.
func unknownMemberPath(data []byte, name string) string {
	paths := jsonKeyPaths(data, name)
	if len(paths) == 1 {
		return paths[0]
	}
	for _, p := range paths {
		if without, ok := withoutMember(data, p); ok && !unknownMember(without, name) {
			return p
		}
	}
	return ""
}

// unknownMember reports whether decoding data as a save complains of an
// unknown member named name.
func unknownMember(data []byte, name string) bool {
	var f saveFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	err := dec.Decode(&f)
	return err != nil && err.Error() == `json: unknown field "`+name+`"`
}

// withoutMember returns data without the member at path (a SaveError
// path, such as onceUsed[0].turn).
func withoutMember(data []byte, path string) ([]byte, bool) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber() // numbers stay as written
	var doc any
	if dec.Decode(&doc) != nil {
		return nil, false
	}
	steps := strings.FieldsFunc(strings.ReplaceAll(path, "[", ".["), func(r rune) bool { return r == '.' })
	v := doc
	for i, s := range steps {
		last := i == len(steps)-1
		if idx, ok := strings.CutPrefix(s, "["); ok {
			n, err := strconv.Atoi(strings.TrimSuffix(idx, "]"))
			a, isArray := v.([]any)
			if err != nil || !isArray || n < 0 || n >= len(a) || last {
				return nil, false
			}
			v = a[n]
			continue
		}
		m, isObject := v.(map[string]any)
		if !isObject {
			return nil, false
		}
		if last {
			delete(m, s)
			break
		}
		v = m[s]
	}
	out, err := json.Marshal(doc)
	return out, err == nil
}
