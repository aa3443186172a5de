def s {
  string a = "tab\there";
  string b = "q\"uote";
  string c = "back\\slash";
  string d = "con" "cat" "enated";
  string e = "a'b";
}
