include "does_not_exist.td"
