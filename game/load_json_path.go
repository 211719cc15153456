package game

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

// jsonPath walks the tokens of data and returns the path of what a JSON
// error is about, in the form a SaveError gives (objects[0].tapped): the
// member named key when key is set and only one member has that name
// (another of the name may be a member the format has, elsewhere), else
// the value the decoder had read up to offset. It returns "" when it
// finds neither.
func jsonPath(data []byte, key string, offset int64) string {
	if key != "" {
		if ps := jsonKeyPaths(data, key); len(ps) == 1 {
			return ps[0]
		}
		return ""
	}
	p, _ := walkJSONPaths(data, "", offset)
	return p
}

// jsonKeyPaths returns the paths of every member named key in data, in
// document order.
func jsonKeyPaths(data []byte, key string) []string {
	_, ps := walkJSONPaths(data, key, 0)
	return ps
}

// walkJSONPaths walks the tokens of data: with key set it returns the
// paths of the members of that name, else the path of the value the
// decoder had read up to offset.
func walkJSONPaths(data []byte, key string, offset int64) (string, []string) {
	var found []string
	type level struct {
		array   bool
		n       int // values so far, in an array
		key     string
		wantKey bool
	}
	var stack []level
	path := func() string {
		var b strings.Builder
		for i, l := range stack {
			switch {
			case l.array:
				b.WriteString("[" + strconv.Itoa(l.n) + "]")
			case l.key != "":
				if i > 0 {
					b.WriteByte('.')
				}
				b.WriteString(l.key)
			}
		}
		return b.String()
	}
	valueDone := func() {
		if n := len(stack); n > 0 {
			if l := &stack[n-1]; l.array {
				l.n++
			} else {
				l.wantKey = true
			}
		}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := dec.Token()
		if err != nil {
			return "", found
		}
		if d, ok := tok.(json.Delim); ok {
			switch d {
			case '{', '[':
				if key == "" && dec.InputOffset() >= offset {
					return path(), nil
				}
				stack = append(stack, level{array: d == '[', wantKey: d == '{'})
			default:
				if len(stack) > 0 {
					stack = stack[:len(stack)-1]
				}
				valueDone()
			}
			continue
		}
		if n := len(stack); n > 0 && !stack[n-1].array && stack[n-1].wantKey {
			k, _ := tok.(string)
			stack[n-1].key, stack[n-1].wantKey = k, false
			if key != "" && k == key {
				found = append(found, path())
			}
			continue
		}
		if key == "" && dec.InputOffset() >= offset {
			return path(), nil
		}
		valueDone()
	}
}
