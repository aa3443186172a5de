def c {
  code a = [{ multi
    line "quoted" }];
  string b = [{inline}];
  code c = "plain";
  string d = "x" # [{y}];
}
